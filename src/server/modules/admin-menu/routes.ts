import { Hono } from 'hono';
import { z } from 'zod';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductDetail,
  CategoryUpdateResponse,
} from '@shared/contract/admin-menu';
import type { OkResponse } from '@shared/contract/common';
import { categorySchema } from '@shared/schemas/category';
import { productSchema } from '@shared/schemas/product';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseJson, parseWith } from '../../http/validate';
import { idParam } from './id-param';
import { createCategory, deleteCategory, listCategories, updateCategory } from './category-service';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './product-service';

export const productSearch = z.string().trim().max(100).optional();

/** Admin menu: products with option groups, and categories. Every write bumps the menu version. */
export function adminMenuRoutes({ database, menuVersion }: Ctx) {
  const { db } = database;
  const changed = <T>(value: T) => {
    menuVersion.bump();
    return value;
  };
  return new Hono<AppEnv>()
    .use('/admin/products/*', requireAdmin)
    .use('/admin/products', requireAdmin)
    .use('/admin/categories/*', requireAdmin)
    .use('/admin/categories', requireAdmin)
    .get('/admin/products', async (c) =>
      c.json((await listProducts(db, parseWith(productSearch, c.req.query('q')))) satisfies Sendable<AdminProduct[]>),
    )
    .get('/admin/products/:id', async (c) =>
      c.json(
        (await getProduct(
          db,
          idParam(c.req.param('id'), 'Produto não encontrado'),
        )) satisfies Sendable<AdminProductDetail>,
      ),
    )
    .post('/admin/products', async (c) =>
      c.json(
        changed(await createProduct(db, await parseJson(c, productSchema))) satisfies Sendable<AdminProductDetail>,
        201,
      ),
    )
    .put('/admin/products/:id', async (c) => {
      const id = idParam(c.req.param('id'), 'Produto não encontrado');
      return c.json(
        changed(await updateProduct(db, id, await parseJson(c, productSchema))) satisfies Sendable<AdminProductDetail>,
      );
    })
    .delete('/admin/products/:id', async (c) => {
      await deleteProduct(db, idParam(c.req.param('id'), 'Produto não encontrado'));
      return c.json(changed({ ok: true } as const) satisfies Sendable<OkResponse>);
    })
    .get('/admin/categories', async (c) => c.json((await listCategories(db)) satisfies Sendable<AdminCategory[]>))
    .post('/admin/categories', async (c) =>
      c.json(
        changed(await createCategory(db, await parseJson(c, categorySchema))) satisfies Sendable<AdminCategory>,
        201,
      ),
    )
    .put('/admin/categories/:id', async (c) => {
      const id = idParam(c.req.param('id'), 'Categoria não encontrada');
      return c.json(
        changed(
          await updateCategory(db, id, await parseJson(c, categorySchema)),
        ) satisfies Sendable<CategoryUpdateResponse>,
      );
    })
    .delete('/admin/categories/:id', async (c) => {
      await deleteCategory(db, idParam(c.req.param('id'), 'Categoria não encontrada'));
      return c.json(changed({ ok: true } as const) satisfies Sendable<OkResponse>);
    });
}
