import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminCoupon, AdminCouponList, CouponDeleteResponse } from '@shared/contract/coupons';
import { couponActiveSchema, couponSchema } from '@shared/schemas/coupons';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import { parseJson, parseWith } from '../../http/validate';
import type { Sendable } from '../../http/sendable';
import { createCoupon, deleteCoupon, listCoupons, setCouponActive, updateCoupon } from './service';

const idSchema = z.string().uuid('Cupom não encontrado.');

/** The admin's 'Cupons' (docs/product.md#coupons); checkout meets coupons through the order quote. */
export function couponRoutes({ database }: Ctx) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/admin/coupons', requireAdmin, async (c) =>
      c.json({ coupons: await listCoupons(db) } satisfies Sendable<AdminCouponList>),
    )
    .post('/admin/coupons', requireAdmin, async (c) => {
      const data = await parseJson(c, couponSchema);
      return c.json((await createCoupon(db, data)) satisfies Sendable<AdminCoupon>, 201);
    })
    .put('/admin/coupons/:id', requireAdmin, async (c) => {
      const id = parseWith(idSchema, c.req.param('id'));
      const data = await parseJson(c, couponSchema);
      return c.json((await updateCoupon(db, id, data)) satisfies Sendable<AdminCoupon>);
    })
    .put('/admin/coupons/:id/active', requireAdmin, async (c) => {
      const id = parseWith(idSchema, c.req.param('id'));
      const { active } = await parseJson(c, couponActiveSchema);
      return c.json((await setCouponActive(db, id, active)) satisfies Sendable<AdminCoupon>);
    })
    .delete('/admin/coupons/:id', requireAdmin, async (c) => {
      const id = parseWith(idSchema, c.req.param('id'));
      return c.json((await deleteCoupon(db, id)) satisfies Sendable<CouponDeleteResponse>);
    });
}
