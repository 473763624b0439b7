import { Hono } from 'hono';
import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '@shared/search';
import type { AppEnv, Ctx } from '../../http/context';
import { notFound } from '../../http/errors';
import { createCachedMenu } from './cached-menu';
import { getProductDetail, PRODUCT_NOT_FOUND, searchMenu } from './service';

const guid = z.guid();

/** Public menu: GET /api/menu (store + categories + products), search, product detail. */
export function menuRoutes({ database, menuCache, logger }: Ctx) {
  const menu = createCachedMenu(database, menuCache, logger);
  return new Hono<AppEnv>()
    .get('/menu', async (c) => {
      c.header('cache-control', 'no-cache');
      return c.json(await menu.get());
    })
    .get('/menu/search', async (c) => {
      const q = (c.req.query('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
      return c.json(searchMenu(await menu.get(), q));
    })
    .get('/products/:id', async (c) => {
      const id = c.req.param('id');
      if (!guid.safeParse(id).success) throw notFound(PRODUCT_NOT_FOUND);
      return c.json(await getProductDetail(database.db, id));
    });
}
