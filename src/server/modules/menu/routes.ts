import { z } from 'zod';
import { notFound } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { sendEncoded } from '@server/http/send-encoded';
import { menuSearchResponseSchema, productDetailSchema, publicMenuSchema } from '@shared/contract/menu';
import { SEARCH_MAX_LENGTH } from '@shared/search';
import type { Ctx } from '../route-context';
import { MENU_TYPE } from './menu-fast-path';
import { getProductDetail, PRODUCT_NOT_FOUND, searchMenu } from './service';

const guid = z.guid();
const searchQuery = z.object({ q: z.string().optional().meta({ description: 'Part of a product name' }) });
const menuOp = { method: 'get', tag: 'menu', access: 'public' } as const;

/** Public menu: GET /api/menu (store + categories + products), search, product detail. */
export function menuRoutes({ database, menu, now }: Ctx) {
  return (
    routeTable()
      // Sent as the bytes kept in the cache: no serialising or compressing per request. What
      // goes into it is a PublicMenu (src/shared/contract/menu.ts), typed where the cache loads it.
      .route(
        {
          ...menuOp,
          path: '/menu',
          summary: 'The public menu: store, categories, products (ETag, br/gzip)',
          response: publicMenuSchema,
        },
        async (c) => sendEncoded(c, await menu.encoded(), MENU_TYPE),
      )
      .route(
        {
          ...menuOp,
          path: '/menu/search',
          summary: 'Search products by name',
          query: searchQuery,
          response: menuSearchResponseSchema,
        },
        async (_c, { query }) => searchMenu(await menu.get(), (query.q ?? '').slice(0, SEARCH_MAX_LENGTH)),
      )
      .route(
        { ...menuOp, path: '/products/:id', summary: 'One product with its options', response: productDetailSchema },
        async (c) => {
          // Any id that names no product is the same 404, malformed or not.
          const id = c.req.param('id') ?? '';
          if (!guid.safeParse(id).success) throw notFound(PRODUCT_NOT_FOUND);
          return getProductDetail(database.db, id, now());
        },
      )
  );
}
