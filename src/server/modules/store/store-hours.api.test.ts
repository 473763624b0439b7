import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeInfo } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';

// Opening hours (docs/product.md#opening-hours-and-pause): the server refuses orders outside the opening hours, in São Paulo time, with the
// clock injected. Monday 18:00 to 02:00 (overnight), 2026-11-23 is a Monday.
let clock = new Date('2026-11-23T23:00:00Z');
let t: TestApp;
let zaatarId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => clock });
  zaatarId = (await demoMenu(t.db))['Esfiha de Zaatar']!.id;
  await t.db.update(storeInfo).set({ openingHours: [{ day: 1, open: '18:00', close: '02:00' }] });
});
afterAll(() => t.close());

const at = (iso: string) => {
  clock = new Date(iso);
};

const order = () =>
  t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, email: `h${randomUUID().slice(0, 8)}@exemplo.com` },
      items: [{ productId: zaatarId, variationIds: [], quantity: 4 }],
      idempotencyKey: randomUUID(),
    },
  });

describe('orders and the opening hours', () => {
  it('accepts an order while open, including after midnight in an overnight interval', async () => {
    at('2026-11-23T23:00:00Z'); // Monday 20:00 in São Paulo
    expect((await order()).status).toBe(201);
    at('2026-11-24T04:59:00Z'); // Tuesday 01:59, the last minute before closing
    expect((await order()).status).toBe(201);
  });

  it('refuses an order while closed and says when the store opens', async () => {
    at('2026-11-24T05:00:00Z'); // Tuesday 02:00: closed until next Monday 18:00
    const res = await order();
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe(
      'A loja não está aceitando pedidos agora (fechado · abre segunda às 18:00). Seu carrinho foi mantido.',
    );
  });

  it('refuses an order while paused, and accepts again once the pause ends', async () => {
    at('2026-11-23T23:00:00Z');
    await t.db.update(storeInfo).set({ ordersPaused: true, pausedUntil: new Date('2026-11-23T23:30:00Z') });
    const res = await order();
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatch(
      /^A loja não está aceitando pedidos agora \(pedidos pausados · voltamos às 20:30\)/,
    );
    at('2026-11-23T23:31:00Z');
    expect((await order()).status).toBe(201);
    await t.db.update(storeInfo).set({ ordersPaused: false, pausedUntil: null });
  });

  it('refuses on a holiday marked closed', async () => {
    await t.db.update(storeInfo).set({ specialDates: [{ date: '2026-11-23', intervals: [], label: 'Feriado' }] });
    at('2026-11-23T23:00:00Z');
    expect((await order()).status).toBe(409);
    await t.db.update(storeInfo).set({ specialDates: [] });
  });
});
