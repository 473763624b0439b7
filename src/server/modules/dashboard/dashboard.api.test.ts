import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import type { DashboardSummary } from './service';

// 2026-03-15 15:00 in São Paulo (UTC-3).
const NOW = new Date('2026-03-15T18:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  await t.signUp('cliente1@exemplo.com');
  await t.signUp('cliente2@exemplo.com');
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('counts orders, and as revenue only paid money, today and this month in the store time zone', async () => {
    const item = (name: string, quantity: number) => [{ name, unitPriceCents: 1000, quantity }];
    const paid = { paymentStatus: 'paid' } as const;
    await insertOrder(t.db, { createdAt: new Date('2026-03-15T12:00:00Z'), items: item('Esfiha', 3), ...paid }); // today: 3500
    await insertOrder(t.db, { createdAt: new Date('2026-03-15T04:00:00Z'), items: item('Kibe', 1), ...paid }); // 01:00 local: today, 1500
    await insertOrder(t.db, { createdAt: new Date('2026-03-15T02:00:00Z'), items: item('Esfiha', 2), ...paid }); // 23:00 on the 14th local: month only, 2500
    // A PIX nobody confirmed: an order of today, not money.
    await insertOrder(t.db, {
      createdAt: new Date('2026-03-15T14:00:00Z'),
      items: item('Café', 1),
      paymentMethod: 'pix',
    });
    await insertOrder(t.db, {
      createdAt: new Date('2026-03-15T13:00:00Z'),
      items: item('Kibe', 5),
      status: 'cancelled',
    }); // counted, no revenue
    await insertOrder(t.db, { createdAt: new Date('2026-02-28T13:00:00Z'), items: item('Suco', 9), ...paid }); // last month

    const res = await t.request('/api/admin/dashboard', { cookie: admin });
    expect(res.status).toBe(200);
    const d = (await res.json()) as DashboardSummary;
    expect(d).toMatchObject({
      ordersToday: 4,
      revenueTodayCents: 5000,
      ordersMonth: 5,
      revenueMonthCents: 7500,
      customers: 2,
      waiting: 5,
    });
    expect(d.productCount).toBeGreaterThan(10);
    expect(d.recentOrders).toHaveLength(5);
    expect(d.topProducts.map((p) => [p.name, p.quantity])).toEqual([
      ['Suco', 9],
      ['Esfiha', 5],
      ['Café', 1],
      ['Kibe', 1],
    ]);
  });
});
