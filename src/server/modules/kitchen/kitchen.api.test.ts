import { eq, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  kitchenMarks,
  orderEvents,
  orderItems,
  orderStatusHistory,
  printers,
  products,
} from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder, option } from '@server/testing/test-orders';
import { kitchenBoardSchema, kitchenItemReadySchema, type KitchenBoard } from '@shared/contract/kitchen';

// The kitchen display (docs/product.md#kitchen-display): the orders in preparation, oldest
// accepted first, items with their category for the stations; a tap marks an item ready, told
// live to staff but not to the customer.

let t: TestApp;
let admin: string;
let customer: { cookie: string; userId: string };
/** A product of the demo menu per category name, and the categories' ids. */
let menu: { drink: { id: string; categoryId: string }; food: { id: string; categoryId: string } };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  customer = await t.signUp('cliente@exemplo.com');
  const rows = await t.db
    .select({ id: products.id, categoryId: products.categoryId, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));
  const pick = (name: string) => {
    const row = rows.find((r) => r.category === name)!;
    return { id: row.id, categoryId: row.categoryId! };
  };
  menu = { drink: pick('Bebidas'), food: pick('Esfihas abertas') };
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** An order accepted `acceptedMinutesAgo` (its history row into processing), items tied to products. */
async function acceptedOrder(acceptedMinutesAgo: number, over: Parameters<typeof insertOrder>[1] = {}) {
  const order = await insertOrder(t.db, {
    status: 'processing',
    createdAt: minutesAgo(acceptedMinutesAgo + 5),
    items: [
      { name: 'Esfiha de Carne', unitPriceCents: 690, quantity: 3, selectedOptions: [option('Molho', 'Tahine')] },
      { name: 'Suco de Laranja', unitPriceCents: 900, quantity: 1 },
    ],
    ...over,
  });
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const i of items) {
    const product = i.name.startsWith('Suco') ? menu.drink : menu.food;
    await t.db.update(orderItems).set({ productId: product.id }).where(eq(orderItems.id, i.id));
  }
  await t.db.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: 'pending',
    toStatus: 'processing',
    changedAt: minutesAgo(acceptedMinutesAgo),
  });
  return { order, items: items.sort((a, b) => a.name.localeCompare(b.name)) };
}

async function board(cookie = admin): Promise<KitchenBoard> {
  const res = await t.request('/api/admin/kitchen', { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return kitchenBoardSchema.strict().parse(await res.json());
}

const mark = (itemId: string, json: unknown, cookie = admin) =>
  t.request(`/api/admin/kitchen/items/${itemId}/ready`, { method: 'POST', cookie, json });

const lastEventId = async () => (await t.db.select({ id: max(orderEvents.id) }).from(orderEvents))[0]?.id ?? 0;

describe('GET /api/admin/kitchen', () => {
  it('lists the orders in preparation, oldest accepted first, with what the kitchen reads', async () => {
    const newer = await acceptedOrder(3, { notes: 'Sem cebola' });
    // Placed later but accepted earlier: the timer counts from the acceptance.
    const older = await acceptedOrder(20, { createdAt: minutesAgo(1) });
    await insertOrder(t.db, { status: 'pending' });
    await insertOrder(t.db, { status: 'delivering' });
    const { orders } = await board();
    const ids = orders.map((o) => o.id);
    expect(ids.indexOf(older.order.id)).toBeLessThan(ids.indexOf(newer.order.id));
    expect(orders.every((o) => [older.order.id, newer.order.id].includes(o.id))).toBe(true);
    const shown = orders.find((o) => o.id === newer.order.id)!;
    expect(shown).toMatchObject({
      number: newer.order.id.slice(0, 8),
      fulfilment: 'delivery',
      scheduledFor: null,
      customerName: 'Cliente Teste',
      notes: 'Sem cebola',
    });
    expect(Date.now() - Date.parse(shown.acceptedAt)).toBeGreaterThanOrEqual(3 * 60_000 - 1000);
    expect(Date.now() - Date.parse(shown.acceptedAt)).toBeLessThan(4 * 60_000);
    expect(shown.items).toEqual([
      {
        id: newer.items[0]!.id,
        name: 'Esfiha de Carne',
        quantity: 3,
        options: ['Molho: Tahine'],
        parts: [],
        categoryId: menu.food.categoryId,
        readyAt: null,
      },
      {
        id: newer.items[1]!.id,
        name: 'Suco de Laranja',
        quantity: 1,
        options: [],
        parts: [],
        categoryId: menu.drink.categoryId,
        readyAt: null,
      },
    ]);
    await t.db.update(orderItems).set({ productId: null }).where(eq(orderItems.id, newer.items[1]!.id));
    const after = (await board()).orders.find((o) => o.id === newer.order.id)!;
    expect(after.items[1]!.categoryId).toBeNull();
  });

  it('names the stations (active printers with categories) and the owner’s timers', async () => {
    await t.db.insert(printers).values([
      { name: 'Bar', host: '10.0.0.2', paper: 80, codePage: 'cp860', categoryIds: [menu.drink.categoryId] },
      { name: 'Caixa', host: '10.0.0.3', paper: 80, codePage: 'cp860', categoryIds: [] },
      {
        name: 'Forno velho',
        host: '10.0.0.4',
        paper: 80,
        codePage: 'cp860',
        categoryIds: [menu.food.categoryId],
        active: false,
      },
      { name: 'Cozinha', host: '10.0.0.5', paper: 58, codePage: 'cp850', categoryIds: [menu.food.categoryId] },
    ]);
    const saved = await t.request('/api/admin/kitchen/settings', {
      method: 'PUT',
      cookie: admin,
      json: { printOn: 'accepted', autoAccept: false, amberMinutes: 8, redMinutes: 14 },
    });
    expect(saved.status).toBe(200);
    const b = await board();
    expect(b.stations.map(({ name, categoryIds }) => ({ name, categoryIds }))).toEqual([
      { name: 'Bar', categoryIds: [menu.drink.categoryId] },
      { name: 'Cozinha', categoryIds: [menu.food.categoryId] },
    ]);
    expect(b).toMatchObject({ amberMinutes: 8, redMinutes: 14 });
  });

  it('keeps customers and strangers out', async () => {
    expect((await t.request('/api/admin/kitchen', { cookie: customer.cookie })).status).toBe(403);
    expect((await t.request('/api/admin/kitchen')).status).toBe(401);
  });
});

describe('POST /api/admin/kitchen/items/:id/ready', () => {
  it('marks an item ready and back, and every staff screen hears it', async () => {
    const { order, items } = await acceptedOrder(2, { userId: customer.userId });
    const item = items[0]!;
    const before = await lastEventId();
    const res = await mark(item.id, { ready: true });
    expect(res.status).toBe(200);
    const marked = kitchenItemReadySchema.strict().parse(await res.json());
    expect(marked).toMatchObject({ id: item.id, orderId: order.id });
    expect(marked.readyAt).not.toBeNull();
    // Tapped twice (two tablets): the first time stands, and nobody is told again.
    const again = kitchenItemReadySchema.parse(await (await mark(item.id, { ready: true })).json());
    expect(again.readyAt).toBe(marked.readyAt);
    const shown = (await board()).orders.find((o) => o.id === order.id)!;
    expect(shown.items.map((i) => i.readyAt)).toEqual([marked.readyAt, null]);

    const undone = kitchenItemReadySchema.parse(await (await mark(item.id, { ready: false })).json());
    expect(undone.readyAt).toBeNull();
    const events = await t.db
      .select({ type: orderEvents.type, payload: orderEvents.payload, userId: orderEvents.userId })
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, [order.id]));
    expect(events.filter((e) => e.type === 'order.kitchen_changed')).toEqual([
      { type: 'order.kitchen_changed', payload: { itemId: item.id, ready: true }, userId: customer.userId },
      { type: 'order.kitchen_changed', payload: { itemId: item.id, ready: false }, userId: customer.userId },
    ]);
    expect(await lastEventId()).toBe(before + 2);
  });

  it('refuses an order no longer in preparation (409), an unknown item (404) and a bad body (400)', async () => {
    const { items } = await acceptedOrder(1);
    const gone = await insertOrder(t.db, { status: 'delivering' });
    const [goneItem] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, gone.id));
    const before = await lastEventId();
    const refused = await mark(goneItem!.id, { ready: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'Este pedido não está mais em preparação.' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      const res = await mark(id, { ready: true });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'Item não encontrado.' });
    }
    for (const body of [{}, { ready: 'sim' }, null]) {
      const res = await mark(items[0]!.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/pronto|JSON|inválid/i);
    }
    const notJson = await t.request(`/api/admin/kitchen/items/${items[0]!.id}/ready`, {
      method: 'POST',
      cookie: admin,
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await t.db.select().from(kitchenMarks).where(eq(kitchenMarks.itemId, goneItem!.id))).toEqual([]);
    expect(await lastEventId()).toBe(before);
  });

  it('keeps customers and strangers out', async () => {
    const { items } = await acceptedOrder(1, { userId: customer.userId });
    expect((await mark(items[0]!.id, { ready: true }, customer.cookie)).status).toBe(403);
    expect((await mark(items[0]!.id, { ready: true }, '')).status).toBe(401);
    expect(await t.db.select().from(kitchenMarks).where(eq(kitchenMarks.itemId, items[0]!.id))).toEqual([]);
  });

  it('is not streamed to the customer, whose order page still hears the status change', async () => {
    const { order, items } = await acceptedOrder(1, { userId: customer.userId });
    // A stream replays from an event id above 0: one event first, then the ones looked for.
    expect((await mark(items[1]!.id, { ready: true })).status).toBe(200);
    const from = await lastEventId();
    expect((await mark(items[0]!.id, { ready: true })).status).toBe(200);
    const moved = await t.request(`/api/admin/orders/${order.id}/status`, {
      method: 'PUT',
      cookie: admin,
      json: { status: 'delivering' },
    });
    expect(moved.status).toBe(200);
    // Replayed oldest first: had the mark reached the customer, it would come before the status.
    const heard = async (path: string, cookie: string, count: number) => {
      const res = await t.request(`${path}?lastEventId=${from}`, { cookie });
      expect(res.status).toBe(200);
      const types = await eventTypes(res, count);
      await res.body?.cancel();
      return types;
    };
    expect(await heard('/api/customer/events', customer.cookie, 1)).toEqual(['order.status_changed']);
    expect(await heard('/api/admin/events', admin, 2)).toEqual(['order.kitchen_changed', 'order.status_changed']);
  });

  it("keeps an order's timer and marks when 'Desfazer' brings it back from 'Em entrega'", async () => {
    const { order, items } = await acceptedOrder(12);
    const acceptedAt = (await board()).orders.find((o) => o.id === order.id)!.acceptedAt;
    expect((await mark(items[0]!.id, { ready: true })).status).toBe(200);
    for (const status of ['delivering', 'processing']) {
      const res = await t.request(`/api/admin/orders/${order.id}/status`, {
        method: 'PUT',
        cookie: admin,
        json: { status },
      });
      expect(res.status).toBe(200);
    }
    const back = (await board()).orders.find((o) => o.id === order.id)!;
    expect(back.acceptedAt).toBe(acceptedAt);
    expect(back.items[0]!.readyAt).not.toBeNull();
  });
});

/** The `event:` names of an SSE answer until `count` arrived or 5 s passed (the `ready` left out). */
async function eventTypes(res: Response, count: number): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const types: string[] = [];
  let text = '';
  const deadline = Date.now() + 5000;
  while (types.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    types.splice(
      0,
      types.length,
      ...[...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]!).filter((e) => e !== 'ready'),
    );
  }
  reader.releaseLock();
  return types;
}
