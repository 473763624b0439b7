import { Hono } from 'hono';
import { z } from 'zod';
import type { MenuSearchResponse, ProductDetail } from '@shared/contract/menu';
import { SEARCH_MAX_LENGTH } from '@shared/search';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { notFound } from '../../http/errors';
import type { Sendable } from '../../http/sendable';
import { sendEncoded } from '../../http/send-encoded';
import { getProductDetail, PRODUCT_NOT_FOUND, searchMenu } from './service';

const guid = z.guid();

/** Public menu: GET /api/menu (store + categories + products), search, product detail. */
export function menuRoutes({ database, menu, now }: Ctx) {
  return (
    new Hono<AppEnv>()
      // Sent as the bytes kept in the cache: no serialising or compressing per request. What
      // goes into it is a PublicMenu (src/shared/contract/menu.ts), typed where the cache loads it.
      .get('/menu', async (c) => sendEncoded(c, await menu.encoded(), 'application/json; charset=utf-8'))
      .get('/menu/search', async (c) => {
        const q = (c.req.query('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
        return c.json(searchMenu(await menu.get(), q) satisfies Sendable<MenuSearchResponse>);
      })
      .get('/products/:id', async (c) => {
        const id = c.req.param('id');
        if (!guid.safeParse(id).success) throw notFound(PRODUCT_NOT_FOUND);
        return c.json((await getProductDetail(database.db, id, now())) satisfies Sendable<ProductDetail>);
      })
  );
}
