import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import type { OrderStatus, PaymentState } from '@shared/order-status';
import type { DashboardSummary } from './service';

// The dashboard's money by payment state (docs/product.md#admin-area, Dashboard).

// 2026-03-15 15:00 in São Paulo (UTC-3).
const NOW = new Date('2026-03-15T18:00:00Z');
const TODAY = new Date('2026-03-15T13:00:00Z');
const EARLIER_THIS_MONTH = new Date('2026-03-10T13:00:00Z');
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
});
afterAll(() => t.close());

type Method = 'pix' | 'stripe' | 'credit_card' | 'cash';
const order = (
  paymentMethod: Method,
  cents: number,
  paymentStatus: PaymentState,
  more: { status?: OrderStatus; createdAt?: Date } = {},
) =>
  insertOrder(t.db, {
    paymentMethod,
    paymentStatus,
    items: [{ name: 'Esfiha', unitPriceCents: cents, quantity: 1 }],
    deliveryFeeCents: 0,
    createdAt: more.createdAt ?? TODAY,
    status: more.status ?? (paymentStatus === 'paid' ? 'delivered' : 'processing'),
  });

describe('GET /api/admin/dashboard: money by payment', () => {
  it('sums paid money by method, and keeps money to collect and unconfirmed PIX apart', async () => {
    // paid today
    await order('pix', 3000, 'paid');
    await order('pix', 2000, 'paid', { status: 'processing' });
    await order('stripe', 4000, 'paid');
    await order('credit_card', 1500, 'paid');
    await order('cash', 1000, 'paid');
    // not paid yet today: to collect on delivery, or a PIX to confirm
    await order('cash', 3000, 'awaiting');
    await order('credit_card', 2200, 'awaiting', { status: 'pending' });
    await order('pix', 1800, 'awaiting', { status: 'pending' });
    // never money: cancelled, refunded, refused, or paid and then cancelled (to be refunded)
    await order('cash', 9900, 'awaiting', { status: 'cancelled' });
    await order('pix', 7000, 'awaiting', { status: 'cancelled' });
    await order('stripe', 5000, 'refunded', { status: 'cancelled' });
    await order('stripe', 6000, 'paid', { status: 'cancelled' });
    await order('stripe', 3300, 'failed', { status: 'awaiting_payment' });
    // earlier this month: in the month's revenue only; its unpaid orders are not today's
    await order('cash', 10000, 'paid', { createdAt: EARLIER_THIS_MONTH });
    await order('cash', 4400, 'awaiting', { createdAt: EARLIER_THIS_MONTH });
    await order('pix', 2600, 'awaiting', { createdAt: EARLIER_THIS_MONTH, status: 'pending' });
    // last month: nowhere
    await order('pix', 50000, 'paid', { createdAt: new Date('2026-02-20T13:00:00Z') });

    const res = await t.request('/api/admin/dashboard', { cookie: admin });
    expect(res.status).toBe(200);
    const d = (await res.json()) as DashboardSummary;
    expect(d.revenueByMethod).toEqual([
      { method: 'pix', todayCents: 5000, monthCents: 5000 },
      { method: 'stripe', todayCents: 4000, monthCents: 4000 },
      { method: 'credit_card', todayCents: 1500, monthCents: 1500 },
      { method: 'cash', todayCents: 1000, monthCents: 11000 },
      { method: 'ifood', todayCents: 0, monthCents: 0 },
    ]);
    // the methods add up to the revenue
    expect(d).toMatchObject({ revenueTodayCents: 11500, revenueMonthCents: 21500 });
    expect(d.toCollect).toEqual({ count: 2, totalCents: 5200 });
    expect(d.unconfirmedPix).toEqual({ count: 1, totalCents: 1800 });
  });
});
