import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { courierLinks, couriers, orderDeliveries, orders, user } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { AdminCourier } from '@shared/contract/couriers';
import type { courierSchema } from '@shared/schemas/couriers';
import { assertLinkable } from './accounts';

type CourierInput = z.output<typeof courierSchema>;

const countDeliveries = (where: SQL) =>
  sql<number>`(select count(*)::int from ${orderDeliveries} d join ${orders} o on o.id = d.order_id where d.courier_id = ${couriers.id} and ${where})`;

/** 'Entregadores': every courier, active first, with their open link and deliveries not yet settled. */
export async function listCouriers(db: Db, now: Date): Promise<AdminCourier[]> {
  const link = db
    .select({
      courierId: courierLinks.courierId,
      expiresAt: sql<Date>`max(${courierLinks.expiresAt})`.as('expires_at'),
    })
    .from(courierLinks)
    .where(and(isNull(courierLinks.revokedAt), gt(courierLinks.expiresAt, now)))
    .groupBy(courierLinks.courierId)
    .as('link');
  const rows = await db
    .select({
      id: couriers.id,
      name: couriers.name,
      phone: couriers.phone,
      feeMode: couriers.feeMode,
      feeCents: couriers.feeCents,
      active: couriers.active,
      linkExpiresAt: link.expiresAt,
      userId: couriers.userId,
      accountName: user.name,
      onTheRoad: countDeliveries(sql`o.status = 'delivering'`),
      unsettled: countDeliveries(sql`o.status = 'delivered' and d.settlement_id is null`),
    })
    .from(couriers)
    .leftJoin(link, eq(link.courierId, couriers.id))
    .leftJoin(user, eq(user.id, couriers.userId))
    .orderBy(sql`${couriers.active} desc`, asc(couriers.name));
  return rows.map((r) => ({ ...r, linkExpiresAt: r.linkExpiresAt ? new Date(r.linkExpiresAt).toISOString() : null }));
}

export const MAX_COURIERS = 100;

export async function createCourier(db: Db, input: CourierInput) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(couriers);
  if (count >= MAX_COURIERS) throw new AppError(409, `No máximo ${MAX_COURIERS} entregadores.`, 'too_many');
  await assertLinkable(db, input.userId ?? null, null);
  const [row] = await db.insert(couriers).values(input).returning({ id: couriers.id });
  return row!;
}

export async function updateCourier(db: Db, id: string, input: CourierInput) {
  await assertLinkable(db, input.userId ?? null, id);
  const [row] = await db
    .update(couriers)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(couriers.id, id))
    .returning({ id: couriers.id });
  if (!row) throw notFound('Entregador não encontrado.');
  // A courier taken off the team can no longer open their page.
  if (!input.active) await db.update(courierLinks).set({ revokedAt: new Date() }).where(eq(courierLinks.courierId, id));
  return row;
}

export async function findCourier(db: Db, id: string) {
  const [row] = await db.select().from(couriers).where(eq(couriers.id, id));
  if (!row) throw notFound('Entregador não encontrado.');
  return row;
}
