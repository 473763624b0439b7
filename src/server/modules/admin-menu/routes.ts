import { Hono } from 'hono';
import { z } from 'zod';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductDetail,
  CategoryUpdateResponse,
  SoldOutResponse,
} from '@shared/contract/admin-menu';
import type { OkResponse } from '@shared/contract/common';
import { categorySchema } from '@shared/schemas/category';
import { categoryOrderSchema, productOrderSchema, soldOutSchema } from '@shared/schemas/menu-order';
import { productSchema } from '@shared/schemas/product';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseJson, parseWith } from '../../http/validate';
import { idParam } from './id-param';
import { createCategory, deleteCategory, listCategories, updateCategory } from './category-service';
import { reorderCategories, reorderProducts } from './menu-order-service';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './product-service';
import { setProductSoldOut, setVariationSoldOut } from './sold-out-service';

export const productSearch = z.string().trim().max(100).optional();

/** Admin menu: products with option groups, and categories. Every write bumps the menu version. */
export function adminMenuRoutes({ database, menuVersion, now }: Ctx) {
  const { db } = database;
  const changed = <T>(value: T) => {
    menuVersion.bump();
    return value;
  };
  return (
    new Hono<AppEnv>()
      .use('/admin/products/*', requireAdmin)
      .use('/admin/products', requireAdmin)
      .use('/admin/categories/*', requireAdmin)
      .use('/admin/categories', requireAdmin)
      .use('/admin/variations/*', requireAdmin)
      .get('/admin/products', async (c) =>
        c.json(
          (await listProducts(db, now(), parseWith(productSearch, c.req.query('q')))) satisfies Sendable<
            AdminProduct[]
          >,
        ),
      )
      .get('/admin/products/:id', async (c) =>
        c.json(
          (await getProduct(
            db,
            idParam(c.req.param('id'), 'Produto não encontrado'),
            now(),
          )) satisfies Sendable<AdminProductDetail>,
        ),
      )
      .post('/admin/products', async (c) =>
        c.json(
          changed(
            await createProduct(db, await parseJson(c, productSchema), now()),
          ) satisfies Sendable<AdminProductDetail>,
          201,
        ),
      )
      // Before '/admin/products/:id', which would read 'order' as an id.
      .put('/admin/products/order', async (c) => {
        const { categoryId, ids } = await parseJson(c, productOrderSchema);
        await reorderProducts(db, categoryId, ids);
        return c.json(changed({ ok: true } as const) satisfies Sendable<OkResponse>);
      })
      .put('/admin/products/:id', async (c) => {
        const id = idParam(c.req.param('id'), 'Produto não encontrado');
        return c.json(
          changed(
            await updateProduct(db, id, await parseJson(c, productSchema), now()),
          ) satisfies Sendable<AdminProductDetail>,
        );
      })
      .put('/admin/products/:id/sold-out', async (c) => {
        const id = idParam(c.req.param('id'), 'Produto não encontrado');
        const { soldOut } = await parseJson(c, soldOutSchema);
        return c.json(changed(await setProductSoldOut(db, id, soldOut, now())) satisfies Sendable<SoldOutResponse>);
      })
      .put('/admin/variations/:id/sold-out', async (c) => {
        const id = idParam(c.req.param('id'), 'Variante não encontrada');
        const { soldOut } = await parseJson(c, soldOutSchema);
        return c.json(changed(await setVariationSoldOut(db, id, soldOut, now())) satisfies Sendable<SoldOutResponse>);
      })
      .delete('/admin/products/:id', async (c) => {
        await deleteProduct(db, idParam(c.req.param('id'), 'Produto não encontrado'));
        return c.json(changed({ ok: true } as const) satisfies Sendable<OkResponse>);
      })
      .get('/admin/categories', async (c) => c.json((await listCategories(db)) satisfies Sendable<AdminCategory[]>))
      .put('/admin/categories/order', async (c) => {
        await reorderCategories(db, (await parseJson(c, categoryOrderSchema)).ids);
        return c.json(changed({ ok: true } as const) satisfies Sendable<OkResponse>);
      })
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
      })
  );
}
