import { z } from 'zod';
import { idParam } from '@server/http/id-param';
import { routeTable } from '@server/http/route-table';
import {
  adminCategoryListSchema,
  adminCategorySchema,
  adminProductDetailSchema,
  adminProductListSchema,
  categoryUpdateResponseSchema,
  soldOutResponseSchema,
} from '@shared/contract/admin-menu';
import { okResponseSchema } from '@shared/contract/common';
import { categorySchema } from '@shared/schemas/category';
import { categoryOrderSchema, productOrderSchema, soldOutSchema } from '@shared/schemas/menu-order';
import { productSchema } from '@shared/schemas/product';
import type { Ctx } from '../route-context';
import { createCategory, deleteCategory, listCategories, updateCategory } from './category-service';
import { reorderCategories, reorderProducts } from './menu-order-service';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './product-service';
import { setProductSoldOut, setVariationSoldOut } from './sold-out-service';

const productSearchQuery = z.object({ q: z.string().trim().max(100).optional() });
const admin = { tag: 'admin', access: 'menu' } as const;
const okay = { ok: true } as const;
const productId = (id: string | undefined) => idParam(id, 'Produto não encontrado');
const categoryId = (id: string | undefined) => idParam(id, 'Categoria não encontrada');

/** Admin menu: products with option groups, and categories. Every write bumps the menu version. */
// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint, each handler a few lines over its service (docs/decisions/018)
export function adminMenuRoutes({ database, menuVersion, now }: Ctx) {
  const { db } = database;
  const changed = <T>(value: T) => {
    menuVersion.bump();
    return value;
  };
  const product = { ...admin, response: adminProductDetailSchema } as const;
  const soldOut = { ...admin, method: 'put', body: soldOutSchema, response: soldOutResponseSchema } as const;
  return (
    routeTable()
      .route(
        {
          ...admin,
          method: 'get',
          path: '/admin/products',
          summary: 'Products',
          query: productSearchQuery,
          response: adminProductListSchema,
        },
        (_c, { query }) => listProducts(db, now(), query.q),
      )
      .route({ ...product, method: 'get', path: '/admin/products/:id', summary: 'One product' }, (c) =>
        getProduct(db, productId(c.req.param('id')), now()),
      )
      .route(
        {
          ...product,
          method: 'post',
          path: '/admin/products',
          summary: 'Create a product',
          body: productSchema,
          status: 201,
        },
        async (_c, { body }) => changed(await createProduct(db, body, now())),
      )
      // Before '/admin/products/:id', which would read 'order' as an id.
      .route(
        {
          ...admin,
          method: 'put',
          path: '/admin/products/order',
          summary: 'Order the products of one category (all of them)',
          body: productOrderSchema,
          response: okResponseSchema,
        },
        async (_c, { body }) => {
          await reorderProducts(db, body.categoryId, body.ids);
          return changed(okay);
        },
      )
      .route(
        { ...product, method: 'put', path: '/admin/products/:id', summary: 'Save a product', body: productSchema },
        async (c, { body }) => {
          const id = productId(c.req.param('id'));
          return changed(await updateProduct(db, id, body, now()));
        },
      )
      .route(
        {
          ...soldOut,
          path: '/admin/products/:id/sold-out',
          summary: "Mark a product 'Esgotado hoje' until the next opening, or available",
        },
        async (c, { body }) => changed(await setProductSoldOut(db, productId(c.req.param('id')), body.soldOut, now())),
      )
      .route(
        {
          ...soldOut,
          path: '/admin/variations/:id/sold-out',
          summary: "Mark a variation 'Esgotado hoje' until the next opening, or available",
        },
        async (c, { body }) => {
          const id = idParam(c.req.param('id'), 'Variante não encontrada');
          return changed(await setVariationSoldOut(db, id, body.soldOut, now()));
        },
      )
      .route(
        {
          ...admin,
          method: 'delete',
          path: '/admin/products/:id',
          summary: 'Delete a product',
          response: okResponseSchema,
        },
        async (c) => {
          await deleteProduct(db, productId(c.req.param('id')));
          return changed(okay);
        },
      )
      .route(
        {
          ...admin,
          method: 'get',
          path: '/admin/categories',
          summary: 'Categories',
          response: adminCategoryListSchema,
        },
        () => listCategories(db),
      )
      .route(
        {
          ...admin,
          method: 'put',
          path: '/admin/categories/order',
          summary: 'Order the categories (all of them)',
          body: categoryOrderSchema,
          response: okResponseSchema,
        },
        async (_c, { body }) => {
          await reorderCategories(db, body.ids);
          return changed(okay);
        },
      )
      .route(
        {
          ...admin,
          method: 'post',
          path: '/admin/categories',
          summary: 'Create a category',
          body: categorySchema,
          response: adminCategorySchema,
          status: 201,
        },
        async (_c, { body }) => changed(await createCategory(db, body)),
      )
      .route(
        {
          ...admin,
          method: 'put',
          path: '/admin/categories/:id',
          summary: 'Save a category',
          body: categorySchema,
          response: categoryUpdateResponseSchema,
        },
        async (c, { body }) => changed(await updateCategory(db, categoryId(c.req.param('id')), body)),
      )
      .route(
        {
          ...admin,
          method: 'delete',
          path: '/admin/categories/:id',
          summary: 'Delete an empty category',
          response: okResponseSchema,
        },
        async (c) => {
          await deleteCategory(db, categoryId(c.req.param('id')));
          return changed(okay);
        },
      )
  );
}
