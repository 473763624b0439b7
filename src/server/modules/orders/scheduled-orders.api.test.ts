import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { orsHandler, startFake, type FakeService } from '@server/testing/fake-http';
import { cookieFrom, createTestApp, type TestApp } from '@server/testing/harness';
import type { AdminOrderDetail, AdminScheduledOrders } from '@shared/contract/admin-orders';
import type { CustomerOrderPage, OrderSlots, PlaceOrderResult } from '@shared/contract/orders';

// Scheduled orders (docs/product.md#scheduled-orders): a slot offered now, capacity under concurrency.

// Monday 2026-11-23, 12:00 in São Paulo (UTC-3); the store opens 18:00–23:00 every day.
let clock = new Date('2026-11-23T15:00:00Z');
const slot = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`).toISOString();

let t: TestApp;
let ors: FakeService;
let admin: string;
let kibe: { productId: string; variationIds: string[] };
let customers: string[];

beforeAll(async () => {
  ors = await startFake(orsHandler({ 'Avenida Paulista': { lat: -23.5614, lng: -46.6559 } }));
  t = await createTestApp({
    seed: true,
    env: { ORS_API_KEY: 'ors-test-key', ORS_API_URL: ors.url },
    now: () => clock,
  });
  const product = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
  kibe = { productId: product.id, variationIds: [product.options.Acompanhamento!.variations.Homus!.id] };
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  customers = [];
  for (let i = 0; i < 5; i++) customers.push((await t.signUp()).cookie);
  await setStore({
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '18:00', close: '23:00' })),
    specialDates: [],
    pickupEnabled: true,
    schedulingEnabled: true,
    slotMinutes: 30,
    scheduleDaysAhead: 2,
    slotMaxOrders: null,
    slotMaxItems: null,
  });
});
afterAll(async () => {
  await t.close();
  await ors.close();
});

async function setStore(patch: Record<string, unknown>) {
  const res = await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: patch });
  expect(res.status, await res.clone().text()).toBe(200);
}

const { zipCode: _z, street: _s, number: _n, neighborhood: _b, city: _c, state: _u, ...PERSON } = CHECKOUT_FORM;
const form = (fulfilment: 'delivery' | 'pickup' = 'pickup') => ({
  ...(fulfilment === 'pickup' ? PERSON : CHECKOUT_FORM),
  paymentMethod: 'cash' as const,
  fulfilment,
});
const place = (
  scheduledFor: string | undefined,
  opts: { cookie?: string; quantity?: number; fulfilment?: 'delivery' | 'pickup' } = {},
) =>
  t.request('/api/orders', {
    method: 'POST',
    cookie: opts.cookie ?? customers[0],
    json: {
      form: form(opts.fulfilment),
      items: [{ ...kibe, quantity: opts.quantity ?? 2 }],
      idempotencyKey: randomUUID(),
      ...(scheduledFor !== undefined && { scheduledFor }),
    },
  });
/**
 * Holds every scheduled order's insert for 100 ms, so simultaneous checkouts overlap between
 * counting the slot and committing: without the slot's lock they would all fit.
 */
async function slowScheduledInserts<T>(run: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`create or replace function slow_scheduled_order() returns trigger language plpgsql as $$
    begin if new.scheduled_for is not null then perform pg_sleep(0.1); end if; return new; end $$`);
  await t.db.execute(
    sql`create trigger slow_scheduled_order before insert on orders for each row execute function slow_scheduled_order()`,
  );
  try {
    return await run();
  } finally {
    await t.db.execute(sql`drop trigger slow_scheduled_order on orders`);
  }
}
const slots = async () => (await (await t.request('/api/orders/slots')).json()) as OrderSlots;
const slotsAt = (body: OrderSlots, iso: string) => body.days.flatMap((d) => d.slots).find((s) => s.start === iso);

describe('scheduled orders', () => {
  it('offers the slots from the opening hours, days labelled in pt-BR', async () => {
    const body = await slots();
    expect(body.enabled).toBe(true);
    expect(body.days.map((d) => d.label)).toEqual(['Hoje', 'Amanhã', 'qua., 25/11']);
    expect(body.days[0]!.slots[0]).toEqual({
      start: slot('2026-11-23', '18:00'),
      end: slot('2026-11-23', '18:30'),
      label: '18:00–18:30',
      full: false,
    });
    expect(body.days[0]!.slots.at(-1)!.label).toBe('22:30–23:00');
  });

  it('a closed store takes an order for a slot, delivery or pickup, but refuses one for now', async () => {
    const now = await place(undefined);
    expect(now.status).toBe(409);
    expect(((await now.json()) as { error: string }).error).toContain('A loja não está aceitando pedidos agora');

    const res = await place(slot('2026-11-24', '19:00'));
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as PlaceOrderResult;
    expect(order.scheduledFor).toBe('2026-11-24T22:00:00.000Z');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.scheduledFor?.toISOString()).toBe('2026-11-24T22:00:00.000Z');

    // The same instant written with another offset is the same slot.
    const delivery = await place('2026-11-24T22:30:00Z', { fulfilment: 'delivery' });
    expect(delivery.status, await delivery.clone().text()).toBe(201);
    expect(((await delivery.json()) as PlaceOrderResult).order).toMatchObject({
      fulfilment: 'delivery',
      scheduledFor: '2026-11-24T22:30:00.000Z',
    });
  });

  it.each([
    ['outside the opening hours', slot('2026-11-24', '15:00')],
    ['in the past', slot('2026-11-22', '19:00')],
    ['too soon to prepare', slot('2026-11-23', '12:00')],
    ['beyond the days ahead', slot('2026-11-26', '19:00')],
    ['not at a slot start', slot('2026-11-24', '19:10')],
    ['not a time', 'amanhã às 19h'],
  ])('refuses a time %s with a pt-BR 4xx and writes nothing', async (_why, scheduledFor) => {
    const before = (await t.db.select().from(orders)).length;
    const res = await place(scheduledFor);
    expect([400, 422]).toContain(res.status);
    expect(((await res.json()) as { error: string }).error).toBe('Escolha um horário disponível.');
    expect(await t.db.select().from(orders)).toHaveLength(before);
  });

  it('refuses scheduled orders while scheduling is off, and lists no slot', async () => {
    await setStore({ schedulingEnabled: false });
    try {
      const res = await place(slot('2026-11-24', '20:00'));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(
        'Esta loja não aceita pedidos agendados no momento.',
      );
      expect(await slots()).toEqual({ enabled: false, days: [] });
    } finally {
      await setStore({ schedulingEnabled: true });
    }
  });

  it('settings refuse values out of range with pt-BR messages', async () => {
    for (const [patch, message] of [
      [{ slotMinutes: 5 }, 'Duração do horário: de 10 a 240 minutos'],
      [{ scheduleDaysAhead: 15 }, 'Dias de antecedência: de 0 a 14'],
      [{ slotMaxOrders: 0 }, 'Limite de pedidos por horário: 1 ou mais (vazio: sem limite)'],
    ] as const) {
      const res = await t.request('/api/admin/store', { method: 'PUT', cookie: admin, json: patch });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
  });

  it('with 2 orders a slot, 5 simultaneous checkouts give exactly 2 orders and 3 × 409; the slot shows full', async () => {
    await setStore({ slotMaxOrders: 2, slotMaxItems: null });
    const at = slot('2026-11-25', '19:00');
    const results = await slowScheduledInserts(() => Promise.all(customers.map((cookie) => place(at, { cookie }))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(await r.json()).toMatchObject({ error: 'Este horário lotou. Escolha outro.', code: 'slot_full' });
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.scheduledFor, new Date(at))),
    ).toHaveLength(2);

    const body = await slots();
    expect(slotsAt(body, at)!.full).toBe(true);
    expect(slotsAt(body, slot('2026-11-25', '19:30'))!.full).toBe(false);

    // A cancelled order frees its place.
    const [first] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.scheduledFor, new Date(at)));
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first!.id));
    expect(slotsAt(await slots(), at)!.full).toBe(false);
  });

  it('with 5 items a slot, 5 simultaneous checkouts of 2 items give 2 orders and 3 × 409', async () => {
    await setStore({ slotMaxOrders: null, slotMaxItems: 5 });
    const at = slot('2026-11-25', '20:00');
    const results = await slowScheduledInserts(() =>
      Promise.all(customers.map((cookie) => place(at, { cookie, quantity: 2 }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.scheduledFor, new Date(at))),
    ).toHaveLength(2);
    // One more item still fits; the slot is not full for a 1-item order yet.
    expect(slotsAt(await slots(), at)!.full).toBe(false);
    expect((await place(at, { quantity: 2 })).status).toBe(409);
    expect((await place(at, { quantity: 1 })).status).toBe(201);
    expect(slotsAt(await slots(), at)!.full).toBe(true);
    await setStore({ slotMaxItems: null });
  });

  it('a retry of a placed scheduled order (same key) returns that order even once its slot is full', async () => {
    await setStore({ slotMaxOrders: 1, slotMaxItems: null });
    const at = slot('2026-11-25', '21:00');
    const json = {
      form: form(),
      items: [{ ...kibe, quantity: 2 }],
      idempotencyKey: randomUUID(),
      scheduledFor: at,
    };
    const send = (cookie?: string) => t.request('/api/orders', { method: 'POST', cookie, json });
    // Signed in, and as a guest (whose retry carries the new account's cookie, as the browser does).
    for (const signedIn of [customers[1], null]) {
      const first = await send(signedIn ?? undefined);
      expect(first.status, await first.clone().text()).toBe(201);
      const again = await send(signedIn ?? cookieFrom(first));
      expect(again.status, await again.clone().text()).toBe(201);
      expect(((await again.json()) as PlaceOrderResult).order.id).toBe(
        ((await first.json()) as PlaceOrderResult).order.id,
      );
      await t.db.delete(orders).where(eq(orders.scheduledFor, new Date(at)));
      json.idempotencyKey = randomUUID();
      json.form = { ...form(), email: `g${randomUUID().slice(0, 8)}@exemplo.com` };
    }
    await setStore({ slotMaxOrders: null });
  });

  it('the clock moves on: a slot stops being offered once it is too soon to prepare', async () => {
    clock = new Date('2026-11-23T21:10:00Z'); // 18:10, open now
    try {
      const body = await slots();
      expect(body.days[0]!.slots[0]!.label).toBe('19:00–19:30');
      expect((await place(slot('2026-11-23', '18:30'))).status).toBe(422);
      // While open, an order for now is taken as before.
      expect((await place(undefined)).status).toBe(201);
    } finally {
      clock = new Date('2026-11-23T15:00:00Z');
    }
  });

  it('staff list the scheduled orders not yet due, soonest first, and see the time in the detail; Meus Pedidos shows it', async () => {
    await setStore({ scheduledAlertMinutes: 45 });
    const res = await t.request('/api/admin/orders/scheduled', { cookie: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminScheduledOrders;
    expect(body.alertMinutes).toBe(45);
    const times = body.orders.map((o) => o.scheduledFor!);
    expect(times.length).toBeGreaterThanOrEqual(5);
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe('2026-11-24T22:00:00.000Z');
    // Cancelled orders and orders for now are not in it.
    const cancelled = await t.db.select().from(orders).where(eq(orders.status, 'cancelled'));
    for (const o of cancelled) expect(body.orders.map((x) => x.id)).not.toContain(o.id);
    expect(body.orders.every((o) => o.scheduledFor !== null)).toBe(true);

    const detail = (await (
      await t.request(`/api/admin/orders/${body.orders[0]!.id}`, { cookie: admin })
    ).json()) as AdminOrderDetail;
    expect(detail.scheduledFor).toBe('2026-11-24T22:00:00.000Z');
    const mine = (await (
      await t.request('/api/customer/orders', { cookie: customers[0] })
    ).json()) as CustomerOrderPage;
    expect(mine.orders.map((o) => o.scheduledFor)).toContain('2026-11-24T22:00:00.000Z');

    // Once due, an order leaves the list.
    clock = new Date('2026-11-24T22:00:00Z');
    try {
      const later = (await (
        await t.request('/api/admin/orders/scheduled', { cookie: admin })
      ).json()) as AdminScheduledOrders;
      expect(later.orders.map((o) => o.scheduledFor)).not.toContain('2026-11-24T22:00:00.000Z');
    } finally {
      clock = new Date('2026-11-23T15:00:00Z');
    }
  });
});
