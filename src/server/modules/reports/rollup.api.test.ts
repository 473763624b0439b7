import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import type { Report } from '@shared/contract/reports';
import { addDays, instantAt, localTime } from '@shared/schedule';

// The reports' rollups (docs/decisions/020-report-rollups.md): a past day is summed once and
// kept, so every later change to its orders, by whatever writes them, must show in the next
// report; and the days summed from the orders (the last two) add up with the kept ones.

let t: TestApp;
let admin: string;
const PAST = '2026-02-10';
const today = localTime(new Date()).date;

const report = async (from: string, to = from) => {
  const res = await t.request(`/api/admin/reports?from=${from}&to=${to}`, { cookie: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as Report;
};
const esfihas = (quantity: number) => [{ name: 'Esfiha', unitPriceCents: 1000, quantity }];
/** Noon of a São Paulo day. */
const noon = (day: string) => new Date(instantAt(day, 0).getTime() + 12 * 3600_000);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
});
afterAll(() => t.close());

describe('a past day kept in the rollups', () => {
  it('follows its orders as they change, are added or deleted, and their items', async () => {
    const a = await insertOrder(t.db, { createdAt: noon(PAST), items: esfihas(1), status: 'delivered' });
    const b = await insertOrder(t.db, { createdAt: noon(PAST), items: esfihas(2), status: 'awaiting_payment' });
    expect((await report(PAST)).summary).toMatchObject({ placedOrders: 2, soldOrders: 1, revenueCents: 1500 });

    // The payment comes in days later, then the first order is cancelled and its money refunded.
    await t.db.update(orders).set({ status: 'delivered', paymentStatus: 'paid' }).where(eq(orders.id, b.id));
    let r = await report(PAST);
    expect(r.summary).toMatchObject({ soldOrders: 2, revenueCents: 4000, paidCents: 2500 });
    expect(r.topProducts).toEqual([{ name: 'Esfiha', quantity: 3, revenueCents: 3000 }]);
    await t.db
      .update(orders)
      .set({ status: 'cancelled', cancelReason: 'Produto em falta', paymentStatus: 'refunded' })
      .where(eq(orders.id, a.id));
    r = await report(PAST);
    expect(r.summary).toMatchObject({ soldOrders: 1, revenueCents: 2500, cancelledOrders: 1, cancelledCents: 1500 });
    expect(r.cancellations).toEqual([{ reason: 'Produto em falta', orders: 1, totalCents: 1500 }]);

    // An item changed, an order placed on that day added later, and one deleted.
    await t.db.update(orderItems).set({ name: 'Esfiha de Carne' }).where(eq(orderItems.orderId, b.id));
    expect((await report(PAST)).topProducts).toEqual([{ name: 'Esfiha de Carne', quantity: 2, revenueCents: 2000 }]);
    await insertOrder(t.db, { createdAt: noon(PAST), items: esfihas(4), status: 'delivered' });
    expect((await report(PAST)).summary).toMatchObject({ placedOrders: 3, soldOrders: 2, revenueCents: 7000 });
    await t.db.delete(orders).where(eq(orders.id, b.id));
    expect((await report(PAST)).summary).toMatchObject({ placedOrders: 2, soldOrders: 1, revenueCents: 4500 });
  });

  it('moves an order whose placing time changes to its new day', async () => {
    const day = addDays(PAST, 5);
    const o = await insertOrder(t.db, { createdAt: noon(day), items: esfihas(1), status: 'delivered' });
    expect((await report(day)).summary.soldOrders).toBe(1);
    await t.db
      .update(orders)
      .set({ createdAt: noon(addDays(day, 1)) })
      .where(eq(orders.id, o.id));
    expect((await report(day)).summary.soldOrders).toBe(0);
    expect((await report(addDays(day, 1))).summary.soldOrders).toBe(1);
  });
});

describe('the last days, read from the orders', () => {
  it('add up with the kept days to the whole period, customers counted once', async () => {
    const X = { customerPhone: '(11) 93333-0003', customerEmail: 'w@exemplo.com', keyed: true };
    const days = [0, 1, 2, 3].map((n) => addDays(today, -n));
    for (const [n, day] of days.entries())
      await insertOrder(t.db, { ...X, createdAt: noon(day), items: esfihas(n + 1), status: 'delivered' });
    const singles = await Promise.all(days.map((d) => report(d)));
    expect(singles.map((r) => r.summary.revenueCents)).toEqual([1500, 2500, 3500, 4500]);
    const all = await report(days[3]!, today);
    expect(all.summary).toMatchObject({ placedOrders: 4, soldOrders: 4, revenueCents: 12000 });
    expect(all.topProducts).toEqual([{ name: 'Esfiha', quantity: 10, revenueCents: 10000 }]);
    expect(all.customers.new).toEqual({ customers: 1, orders: 4, revenueCents: 12000 });
    // Seen before the last two days: returning in them.
    expect((await report(days[1]!, today)).customers.returning).toEqual({
      customers: 1,
      orders: 2,
      revenueCents: 4000,
    });
    // Never summed into the rollups (a new order may only mark them).
    const kept = await t.db.execute(sql`select day from report_days where day >= ${days[1]}::date and not stale`);
    expect(JSON.stringify(kept)).not.toContain(days[1]!);
    expect(JSON.stringify(kept)).toContain('[]');
  });
});
