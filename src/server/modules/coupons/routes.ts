import { z } from 'zod';
import { routeTable } from '@server/http/route-table';
import { adminCouponListSchema, adminCouponSchema, couponDeleteResponseSchema } from '@shared/contract/coupons';
import { couponActiveSchema, couponSchema } from '@shared/schemas/coupons';
import type { Ctx } from '../route-context';
import { createCoupon, deleteCoupon, listCoupons, setCouponActive, updateCoupon } from './service';

const couponParams = z.object({ id: z.string().uuid('Cupom não encontrado.') });

/** The admin's 'Cupons' (docs/product.md#coupons); checkout meets coupons through the order quote. */
export function couponRoutes({ database }: Ctx) {
  const { db } = database;
  const admin = { tag: 'admin', access: 'menu' } as const;
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/coupons',
        summary: "Coupons ('Cupons'), newest first",
        response: adminCouponListSchema,
      },
      async () => ({ coupons: await listCoupons(db) }),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/coupons',
        summary: 'Create a coupon',
        body: couponSchema,
        response: adminCouponSchema,
        status: 201,
      },
      (_, { body }) => createCoupon(db, body),
    )
    .route(
      {
        ...admin,
        method: 'put',
        path: '/admin/coupons/:id',
        summary: 'Save a coupon (its uses stay)',
        params: couponParams,
        body: couponSchema,
        response: adminCouponSchema,
      },
      (_, { params, body }) => updateCoupon(db, params.id, body),
    )
    .route(
      {
        ...admin,
        method: 'put',
        path: '/admin/coupons/:id/active',
        summary: 'Switch a coupon on or off',
        params: couponParams,
        body: couponActiveSchema,
        response: adminCouponSchema,
      },
      (_, { params, body }) => setCouponActive(db, params.id, body.active),
    )
    .route(
      {
        ...admin,
        method: 'delete',
        path: '/admin/coupons/:id',
        summary: 'Delete a coupon no order used; one used is deactivated instead',
        params: couponParams,
        response: couponDeleteResponseSchema,
      },
      (_, { params }) => deleteCoupon(db, params.id),
    );
}
