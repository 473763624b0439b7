import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { coupons, orders } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { AdminCoupon } from '@shared/contract/coupons';
import type { CouponData } from '@shared/schemas/coupons';

// The admin's 'Cupons' (docs/product.md#coupons): list, create, edit, switch on and off, delete.

const NOT_FOUND = 'Cupom não encontrado.';
export const CODE_TAKEN_MESSAGE = 'Já existe um cupom com este código.';

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** An owner's coupon by id: a personal one ('Sentimos sua falta') is not the Cupons page's to change. */
const ownersCoupon = (id: string) => and(eq(coupons.id, id), isNull(coupons.customerUserId));

const view = (row: typeof coupons.$inferSelect): AdminCoupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  minSubtotalCents: row.minSubtotalCents,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  firstOrderOnly: row.firstOrderOnly,
  accountRequired: row.accountRequired,
  active: row.active,
  usedCount: row.usedCount,
  createdAt: row.createdAt.toISOString(),
});

const values = (data: CouponData) => ({
  ...data,
  startsAt: data.startsAt ? new Date(data.startsAt) : null,
  endsAt: data.endsAt ? new Date(data.endsAt) : null,
});

/** The owner's coupons; the personal ones 'Sentimos sua falta' makes have their own figures there. */
export async function listCoupons(db: Db): Promise<AdminCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(isNull(coupons.customerUserId))
    .orderBy(desc(coupons.createdAt), coupons.code);
  return rows.map(view);
}

export async function createCoupon(db: Db, data: CouponData): Promise<AdminCoupon> {
  try {
    const [row] = await db.insert(coupons).values(values(data)).returning();
    return view(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, CODE_TAKEN_MESSAGE, 'code_taken');
    throw err;
  }
}

/**
 * Saves every field but the uses taken. Orders placed keep their code and discount; a new
 * limit below the uses already taken simply leaves none.
 */
export async function updateCoupon(db: Db, id: string, data: CouponData): Promise<AdminCoupon> {
  try {
    const [row] = await db
      .update(coupons)
      .set({ ...values(data), updatedAt: new Date() })
      .where(ownersCoupon(id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return view(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, CODE_TAKEN_MESSAGE, 'code_taken');
    throw err;
  }
}

export async function setCouponActive(db: Db, id: string, active: boolean): Promise<AdminCoupon> {
  const [row] = await db.update(coupons).set({ active, updatedAt: new Date() }).where(ownersCoupon(id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return view(row);
}

/**
 * Deletes a coupon no order ever used; one that some order used (even a cancelled one) is
 * deactivated instead, so the admin's history keeps its row (orders keep their code anyway).
 */
export async function deleteCoupon(db: Db, id: string): Promise<{ deleted: boolean; coupon: AdminCoupon | null }> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.couponId, id));
    if ((used?.n ?? 0) === 0) {
      const gone = await tx.delete(coupons).where(ownersCoupon(id)).returning({ id: coupons.id });
      if (gone.length === 0) throw notFound(NOT_FOUND);
      return { deleted: true, coupon: null };
    }
    const [row] = await tx
      .update(coupons)
      .set({ active: false, updatedAt: new Date() })
      .where(ownersCoupon(id))
      .returning();
    if (!row) throw notFound(NOT_FOUND);
    return { deleted: false, coupon: view(row) };
  });
}
