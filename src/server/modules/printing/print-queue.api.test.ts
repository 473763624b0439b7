import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, printers, printJobs, products } from '@server/db/schema';
import { CHECKOUT_FORM } from '@server/testing/checkout-fixtures';
import { startFakePrinter, type FakePrinter } from '@server/testing/fake-printer';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import type { AdminPrinter, OrderPrintResult, PrinterStatusList } from '@shared/contract/printers';
import { DEFAULT_KITCHEN_SETTINGS, type KitchenSettings } from '@shared/schemas/kitchen-settings';
import { recordOrderEvent } from '../live/record-event';
import { recordOrderPaid } from '../payments/service';

// Kitchen printing (docs/product.md#kitchen-printers): an accepted order's ticket comes out of
// each printer once, a station's with only its items; a printer that does not answer keeps its
// tickets and is named on the orders screen; 'Imprimir' again reprints, marked so.

let t: TestApp;
let admin: string;
let kitchen: FakePrinter;
let bar: FakePrinter;
let food: { id: string; name: string };
let drink: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  [kitchen, bar] = await Promise.all([startFakePrinter(), startFakePrinter()]);
  const product = async (category: string, name: string) => {
    const [row] = await t.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.name, name));
    expect(row, `${category} › ${name}`).toBeDefined();
    return row!;
  };
  food = await product('Pizzas', 'Pizza de Calabresa');
  drink = await product('Bebidas', 'Refrigerante Lata');
});
afterEach(async () => {
  await settle();
  await saveSettings(DEFAULT_KITCHEN_SETTINGS);
  await t.db.delete(printers);
  kitchen.jobs.length = 0;
  bar.jobs.length = 0;
  await kitchen.plugIn().catch(() => {});
});
afterAll(async () => {
  await Promise.all([kitchen.stop(), bar.stop()]);
  await t.close();
});

const categoryOf = async (productId: string) =>
  (await t.db.select({ c: products.categoryId }).from(products).where(eq(products.id, productId)))[0]!.c;

async function addPrinter(fake: FakePrinter, over: Record<string, unknown> = {}) {
  const res = await t.request('/api/admin/printers', {
    method: 'POST',
    cookie: admin,
    json: { name: 'Cozinha', host: fake.host, port: fake.port, paper: 58, codePage: 'cp860', copies: 1, ...over },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminPrinter;
}

/** A new order with a pizza and a soda, paid in cash on delivery. */
const newOrder = () =>
  insertOrder(t.db, {
    customerName: 'João Coração',
    notes: 'Pão sírio à parte',
    items: [
      { name: food.name, unitPriceCents: 5490, quantity: 2, productId: food.id },
      { name: drink.name, unitPriceCents: 700, quantity: 1, productId: drink.id },
    ],
  });

const accept = async (id: string) => {
  const res = await t.request(`/api/admin/orders/${id}/status`, {
    method: 'PUT',
    cookie: admin,
    json: { status: 'processing' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
};

/** Lets the kitchen's feed read the events and the queue print what is due. */
const settle = async () => {
  await t.app.kitchen.feed.flush();
  await t.app.kitchen.printQueue.drain();
};

/** Each ticket's text as one line: large type wraps on 58 mm paper. */
const texts = (fake: FakePrinter) =>
  fake.jobs.map((j) =>
    j.lines
      .map((l) => l.text.trim())
      .join(' ')
      .replace(/\s+/g, ' '),
  );

const status = async () => {
  const res = await t.request('/api/admin/printers/status', { cookie: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PrinterStatusList;
};

describe('kitchen printing', () => {
  it('prints an accepted order once, accents and all, and a station only its own items', async () => {
    await addPrinter(kitchen);
    await addPrinter(bar, { name: 'Bar', categoryIds: [await categoryOf(drink.id)] });
    const order = await newOrder();
    await settle();
    expect(kitchen.jobs, 'a new order waits for the tap that accepts it').toHaveLength(0);

    await accept(order.id);
    await settle();
    await settle();
    expect(kitchen.jobs).toHaveLength(1);
    const [whole] = texts(kitchen);
    expect(whole).toContain(`PEDIDO #${order.id.slice(0, 8).toUpperCase()}`);
    expect(whole).toContain('2x Pizza de Calabresa');
    expect(whole).toContain('João Coração');
    expect(whole).toContain('OBS: Pão sírio à parte');
    expect(whole).toContain('COBRAR NA ENTREGA');
    expect(kitchen.jobs[0]!.cuts).toHaveLength(1);

    expect(bar.jobs).toHaveLength(1);
    const [station] = texts(bar);
    expect(station).toContain('BAR');
    expect(station).toContain('1x Refrigerante Lata');
    expect(station).not.toContain('Calabresa');
  });

  it("keeps the tickets of a printer that does not answer, names it, and prints them when it's back", async () => {
    const printer = await addPrinter(kitchen);
    await kitchen.unplug();
    const order = await newOrder();
    await accept(order.id);
    await settle();
    const failing = (await status()).printers.find((p) => p.id === printer.id)!;
    expect(failing.failingSince).not.toBeNull();
    expect(failing.waiting).toBe(1);
    expect(failing.lastError).toContain('Sem resposta da impressora');

    await kitchen.plugIn();
    await kitchen.waitForJobs(1, 10_000);
    await t.app.kitchen.printQueue.drain();
    expect(kitchen.jobs).toHaveLength(1);
    const back = (await status()).printers.find((p) => p.id === printer.id)!;
    expect(back).toMatchObject({ failingSince: null, waiting: 0 });
  });

  it("'Imprimir' accepts a new order and prints it; again, it reprints marked 'REIMPRESSÃO'", async () => {
    await addPrinter(kitchen, { copies: 2 });
    const order = await newOrder();
    const print = async () => {
      const res = await t.request(`/api/admin/orders/${order.id}/tickets`, { method: 'POST', cookie: admin });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as OrderPrintResult;
    };
    expect(await print()).toEqual({ printers: ['Cozinha'], reprint: false });
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('processing');
    await settle();
    await settle();
    expect(kitchen.jobs, 'the acceptance does not print it a second time').toHaveLength(1);
    expect(kitchen.jobs[0]!.cuts, 'two copies').toHaveLength(2);

    expect(await print()).toEqual({ printers: ['Cozinha'], reprint: true });
    await settle();
    expect(kitchen.jobs).toHaveLength(2);
    expect(texts(kitchen)[1]).toContain('*** REIMPRESSÃO ***');
  });

  it("refuses 'Imprimir' with no printer, and for an order not paid online yet, changing nothing", async () => {
    const order = await newOrder();
    const none = await t.request(`/api/admin/orders/${order.id}/tickets`, { method: 'POST', cookie: admin });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: string }).error).toContain('Nenhuma impressora ativa');

    await addPrinter(kitchen);
    const unpaid = await insertOrder(t.db, { status: 'awaiting_payment', paymentMethod: 'stripe' });
    const held = await t.request(`/api/admin/orders/${unpaid.id}/tickets`, { method: 'POST', cookie: admin });
    expect(held.status).toBe(409);
    expect(await t.db.select().from(printJobs).where(eq(printJobs.orderId, unpaid.id))).toHaveLength(0);

    const bad = await t.request('/api/admin/orders/not-an-id/tickets', { method: 'POST', cookie: admin });
    expect(bad.status).toBe(400);
    const customer = (await t.signUp()).cookie;
    const denied = await t.request(`/api/admin/orders/${order.id}/tickets`, { method: 'POST', cookie: customer });
    expect(denied.status).toBe(403);
  });
});

async function saveSettings(settings: KitchenSettings) {
  const res = await t.request('/api/admin/kitchen/settings', { method: 'PUT', cookie: admin, json: settings });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A cash order through the checkout, as a customer places it. */
async function placeOrder() {
  const res = await t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, paymentMethod: 'cash', email: `k${randomUUID().slice(0, 8)}@exemplo.com` },
      items: [{ productId: food.id, variationIds: [], quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { order: { id: string } }).order.id;
}

const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe('kitchen settings', () => {
  it('accepts and prints a cash order as it arrives; an unpaid card order only once paid', async () => {
    await addPrinter(kitchen);
    await saveSettings({ ...DEFAULT_KITCHEN_SETTINGS, autoAccept: true });
    const cash = await placeOrder();
    // A card order waits for Stripe: written as the checkout writes it, with its event.
    const card = (await insertOrder(t.db, { status: 'awaiting_payment', paymentMethod: 'stripe' })).id;
    await t.db.transaction((tx) =>
      recordOrderEvent(tx, {
        type: 'order.created',
        orderId: card,
        userId: null,
        payload: { status: 'awaiting_payment' },
      }),
    );
    await settle();
    await settle();
    expect(await statusOf(cash)).toBe('processing');
    expect(await statusOf(card)).toBe('awaiting_payment');
    expect(texts(kitchen)).toHaveLength(1);
    expect(texts(kitchen)[0]).toContain(`PEDIDO #${cash.slice(0, 8).toUpperCase()}`);

    await t.db.transaction((tx) =>
      recordOrderPaid(tx, { id: card, userId: null, status: 'awaiting_payment' }, { source: 'stripe' }),
    );
    await settle();
    await settle();
    expect(await statusOf(card)).toBe('processing');
    expect(texts(kitchen)).toHaveLength(2);
    expect(texts(kitchen)[1]).toContain('PAGO');
  });

  it('prints on arrival without accepting, and never when the owner says so', async () => {
    await addPrinter(kitchen);
    await saveSettings({ ...DEFAULT_KITCHEN_SETTINGS, printOn: 'arrival' });
    const early = await placeOrder();
    await settle();
    expect(await statusOf(early)).toBe('pending');
    expect(texts(kitchen)).toHaveLength(1);
    await accept(early);
    await settle();
    expect(texts(kitchen), 'accepting it later does not print it again').toHaveLength(1);

    await saveSettings({ ...DEFAULT_KITCHEN_SETTINGS, printOn: 'never' });
    const quiet = await placeOrder();
    await accept(quiet);
    await settle();
    expect(texts(kitchen)).toHaveLength(1);
  });

  it('refuses settings out of range with a message, changing nothing', async () => {
    const res = await t.request('/api/admin/kitchen/settings', {
      method: 'PUT',
      cookie: admin,
      json: { ...DEFAULT_KITCHEN_SETTINGS, amberMinutes: 30, redMinutes: 20 },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('O vermelho vem depois do amarelo');
    const now = await (await t.request('/api/admin/kitchen/settings', { cookie: admin })).json();
    expect(now).toEqual(DEFAULT_KITCHEN_SETTINGS);
  });
});
