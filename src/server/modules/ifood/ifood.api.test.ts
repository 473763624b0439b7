import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ifoodEvents, products } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { demoMenu } from '@server/testing/checkout-fixtures';
import { ifoodOrderDetails, startFakeIfood, type FakeIfood } from '@server/testing/fake-ifood';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { adminOrderDetailSchema, adminOrderPageSchema } from '@shared/contract/admin-orders';
import { DEFAULT_KITCHEN_SETTINGS } from '@shared/schemas/kitchen-settings';
import { saveKitchenSettings } from '../printing/kitchen-settings';
import { createIfoodIntegration } from './service';

// iFood's orders on our board (docs/product.md#ifood), against a fake of its Merchant API:
// what a poll brings, what staff's status changes call, what iFood's cancellation does.

const item = (over: Record<string, unknown> = {}) => ({
  id: 'item-1',
  name: 'Esfiha de Carne',
  externalCode: 'ESF-01',
  quantity: 2,
  unitPrice: 6.9,
  totalPrice: 13.8,
  observations: 'bem assada',
  options: [],
  ...over,
});

describe('iFood orders', () => {
  let t: TestApp;
  let ifood: FakeIfood;
  let admin: string;
  /** The app's clock runs this far ahead: a retry's backoff passes without sleeping. */
  let ahead = 0;

  beforeAll(async () => {
    ifood = await startFakeIfood();
    t = await createTestApp({ seed: true, env: ifood.env, now: () => new Date(Date.now() + ahead) });
    admin = (await t.signUp(undefined, { admin: true })).cookie;
    const esfiha = (await demoMenu(t.db))['Esfiha de Carne']!;
    await t.db.update(products).set({ externalCode: 'ESF-01' }).where(eq(products.id, esfiha.id));
  });
  afterAll(async () => {
    await t?.close();
    await ifood?.close();
  });

  const poll = () => t.app.ifood!.poll();
  /** A second server's integration on the same database (another instance, or this one restarted). */
  const anotherInstance = () =>
    createIfoodIntegration({
      config: t.config,
      database: t.database,
      logger: createLogger('silent', false),
      now: () => new Date(Date.now() + ahead),
    })!;
  const send = () => t.app.ifood!.sendActions();
  const board = async () =>
    adminOrderPageSchema.parse(await (await t.request('/api/admin/orders', { cookie: admin })).json()).orders;
  const detail = async (id: string) =>
    adminOrderDetailSchema.parse(await (await t.request(`/api/admin/orders/${id}`, { cookie: admin })).json());
  const ours = async (displayId: string) => (await board()).find((o) => o.externalDisplayId === displayId)!;
  const setStatus = (id: string, status: string) =>
    t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: admin, json: { status } });

  it('a placed order is on the board after one poll, with iFood’s prices, items, notes and payment', async () => {
    const placed = ifood.place({
      items: [
        item(),
        item({
          id: 'item-2',
          name: 'Suco de caju',
          externalCode: 'X-99',
          quantity: 1,
          unitPrice: 9,
          totalPrice: 9,
          observations: null,
        }),
      ],
      total: { subTotal: 22.8, deliveryFee: 7, benefits: 5, additionalFees: 0, orderAmount: 24.8 },
      payments: {
        prepaid: 24.8,
        pending: 0,
        methods: [{ value: 24.8, currency: 'BRL', method: 'CREDIT', type: 'ONLINE' }],
      },
    });
    await poll();
    const row = await ours(placed.displayId);
    expect(row).toMatchObject({
      channel: 'ifood',
      status: 'pending',
      paymentMethod: 'ifood',
      paymentStatus: 'paid',
      totalCents: 2480,
    });
    const d = await detail(row.id);
    expect(d.items.map((i) => [i.name, i.quantity, i.totalPriceCents])).toEqual([
      ['Esfiha de Carne', 2, 1380],
      ['Suco de caju', 1, 900],
    ]);
    expect([d.subtotalCents, d.deliveryFeeCents, d.discountCents, d.discountReason]).toEqual([
      2280,
      700,
      500,
      'Desconto do iFood',
    ]);
    expect(d.notes).toContain('Esfiha de Carne: bem assada');
    expect(d.notes).toContain('1 item(ns) sem código do cardápio');
    expect(d.address).toMatchObject({ street: 'Avenida Paulista', number: '1000', zipCode: '01310-100' });
    // Stored, then acknowledged: nothing of it is left with iFood.
    expect(ifood.pending.filter((e) => e.orderId === placed.id)).toEqual([]);
    expect(ifood.acknowledged.length).toBeGreaterThan(0);
  });

  it('cash with change, and pickup, read as our own', async () => {
    const placed = ifood.place({
      orderType: 'TAKEOUT',
      delivery: undefined,
      items: [item()],
      total: { subTotal: 13.8, deliveryFee: 0, benefits: 0, additionalFees: 0, orderAmount: 13.8 },
      payments: {
        prepaid: 0,
        pending: 13.8,
        methods: [{ value: 13.8, currency: 'BRL', method: 'CASH', type: 'OFFLINE', cash: { changeFor: 50 } }],
      },
    });
    await poll();
    const d = await detail((await ours(placed.displayId)).id);
    expect([d.fulfilment, d.address, d.paymentMethod, d.paymentStatus, d.changeForCents]).toEqual([
      'pickup',
      null,
      'cash',
      'awaiting',
      5000,
    ]);
  });

  it('an event given twice, or again after a failed acknowledgment, makes one order', async () => {
    const placed = ifood.place({ items: [item()] });
    ifood.duplicateNextPoll();
    // Stored, then the acknowledgment fails: iFood keeps the events and gives them again.
    ifood.failOn('/events/v1.0/events/acknowledgment', 500);
    await poll();
    expect(ifood.pending.some((e) => e.orderId === placed.id)).toBe(true);
    const stored = await t.db.select().from(ifoodEvents).where(eq(ifoodEvents.ifoodOrderId, placed.id));
    expect(stored.map((e) => e.code)).toEqual(['PLC']);
    await poll();
    expect(ifood.pending.some((e) => e.orderId === placed.id)).toBe(false);
    expect((await board()).filter((o) => o.externalDisplayId === placed.displayId)).toHaveLength(1);
  });

  it('accepting confirms and starts preparation; ready says so to iFood, in that order', async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    expect((await setStatus(id, 'processing')).status).toBe(200);
    await send();
    expect((await setStatus(id, 'delivering')).status).toBe(200);
    await send();
    expect(ifood.actionsOn(placed.id)).toEqual(['details', 'confirm', 'startPreparation', 'readyToPickup']);
    expect((await detail(id)).ifoodActions.map((a) => [a.action, a.status])).toEqual([
      ['confirm', 'done'],
      ['startPreparation', 'done'],
      ['readyToPickup', 'done'],
    ]);
  });

  it("the store's own courier: ready, then dispatch", async () => {
    const placed = ifood.place({
      items: [item()],
      delivery: { ...(ifoodOrderDetails().delivery as object), deliveredBy: 'MERCHANT' },
    });
    await poll();
    const { id } = await ours(placed.displayId);
    await setStatus(id, 'processing');
    await setStatus(id, 'delivering');
    await send();
    expect(ifood.actionsOn(placed.id)).toEqual(['details', 'confirm', 'startPreparation', 'readyToPickup', 'dispatch']);
  });

  it('a call iFood fails with 500 is tried again later; a 401 renews the token once', async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    ifood.failNext(500);
    await setStatus(id, 'processing');
    await send();
    expect((await detail(id)).ifoodActions[0]).toMatchObject({ action: 'confirm', status: 'queued' });
    ahead += 60_000;
    ifood.expireTokens();
    await send();
    expect((await detail(id)).ifoodActions.map((a) => a.status)).toEqual(['done', 'done']);
    const tokens = ifood.calls.filter((c) => c.path === '/authentication/v1.0/oauth/token');
    expect(tokens.length).toBeGreaterThanOrEqual(2);
  });

  it('iFood cancelling cancels here with its reason; staff cannot cancel nor reopen it', async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    const refused = await setStatus(id, 'cancelled');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain('cancelados pelo iFood');
    ifood.cancel(placed.id, 'Cliente desistiu do pedido');
    await poll();
    const d = await detail(id);
    expect([d.status, d.cancelReason]).toEqual(['cancelled', 'Cancelado no iFood: Cliente desistiu do pedido']);
    expect((await setStatus(id, 'processing')).status).toBe(409);
  });

  it('an order cancelled while iFood could not give it yet is never made', async () => {
    const placed = ifood.place({ items: [item()] });
    // Twice: a poll handles what it stored, and a test's poll then handles once more.
    ifood.failOn(`/order/v1.0/orders/${placed.id}`, 404, 404);
    await poll(); // PLACED fails: its details are not ready yet
    ifood.cancel(placed.id);
    await poll(); // CANCELLED finds no order; PLACED, tried again, finds it cancelled
    expect((await board()).some((o) => o.externalDisplayId === placed.displayId)).toBe(false);
    expect(ifood.actionsOn(placed.id)).toEqual(['details', 'details']);
  });

  it("a step taken in iFood's own order manager moves the order here, and owes iFood nothing", async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    ifood.emit(placed.id, 'CFM', 'CONFIRMED');
    ifood.emit(placed.id, 'CON', 'CONCLUDED');
    await poll();
    await send();
    const d = await detail(id);
    expect([d.status, d.ifoodActions]).toEqual(['delivered', []]);
    expect(d.history.map((h) => h.toStatus)).toEqual(['pending', 'processing', 'delivered']);
  });

  it('a confirm iFood refuses is given up with what came after it, and shown', async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    ifood.failOn(`/order/v1.0/orders/${placed.id}/confirm`, 400);
    await setStatus(id, 'processing');
    await send();
    expect((await detail(id)).ifoodActions.map((a) => [a.action, a.status])).toEqual([
      ['confirm', 'failed'],
      ['startPreparation', 'failed'],
    ]);
    expect(ifood.actionsOn(placed.id)).toEqual(['details', 'confirm']);
  });

  it('an event it cannot read is acknowledged, not stored, and the rest go on', async () => {
    ifood.push({ id: 'not-an-event', code: 'PLC' } as never);
    const placed = ifood.place({ items: [item()] });
    await poll();
    expect(ifood.acknowledged).toContain('not-an-event');
    expect((await t.db.select().from(ifoodEvents).where(eq(ifoodEvents.id, 'not-an-event'))).length).toBe(0);
    expect((await board()).some((o) => o.externalDisplayId === placed.displayId)).toBe(true);
  });

  it("staff ask iFood to cancel with one of iFood's reasons; iFood cancels, or refuses and says so", async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    const reasons = await t.request(`/api/admin/orders/${id}/ifood/cancellation-reasons`, { cookie: admin });
    const { reasons: list } = (await reasons.json()) as { reasons: { code: string; description: string }[] };
    expect(list).toContainEqual({ code: '503', description: 'Item indisponível' });
    const ask = (code: string) =>
      t.request(`/api/admin/orders/${id}/ifood/cancellation`, { method: 'POST', cookie: admin, json: { code } });
    expect((await ask('999')).status).toBe(400);
    expect((await ask('503')).status).toBe(200);
    expect((await detail(id)).ifoodCancellation).toMatchObject({ state: 'requested', reason: 'Item indisponível' });
    expect((await ask('503')).status).toBe(409);
    await poll();
    expect(await detail(id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Cancelado no iFood: Item indisponível',
    });

    // Another order: iFood refuses.
    ifood.refuseCancellations();
    const kept = ifood.place({ items: [item()] });
    await poll();
    const other = (await ours(kept.displayId)).id;
    expect(
      (
        await t.request(`/api/admin/orders/${other}/ifood/cancellation`, {
          method: 'POST',
          cookie: admin,
          json: { code: '501' },
        })
      ).status,
    ).toBe(200);
    await poll();
    const d = await detail(other);
    expect([d.status, d.ifoodCancellation?.state, d.ifoodCancellation?.reason]).toEqual([
      'pending',
      'failed',
      'Pedido já saiu para entrega',
    ]);
    ifood.refuseCancellations(false);
  });

  it("a customer's request on iFood is answered here: refused with a reason, or accepted and cancelled", async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    const { id } = await ours(placed.displayId);
    const disputeId = ifood.dispute(placed.id);
    await poll();
    expect((await ours(placed.displayId)).ifoodAlert).toBe('dispute');
    const shown = (await detail(id)).ifoodDispute!;
    expect(shown).toMatchObject({
      action: 'CANCELLATION',
      status: 'open',
      message: 'O pedido está demorando muito, quero cancelar.',
    });
    const answer = (json: unknown) =>
      t.request(`/api/admin/orders/${id}/ifood/dispute`, { method: 'POST', cookie: admin, json });
    expect((await answer({ accept: false, reason: 'porque sim' })).status).toBe(400);
    expect((await answer({ accept: false, reason: shown.rejectReasons[0]!.code })).status).toBe(200);
    expect(ifood.disputeAnswers().find((a) => a.id === disputeId)).toMatchObject({
      answer: 'reject',
      reason: shown.rejectReasons[0]!.code,
    });
    await poll();
    expect(await detail(id)).toMatchObject({ status: 'pending', ifoodDispute: { status: 'rejected' } });
    expect((await ours(placed.displayId)).ifoodAlert).toBeNull();
    expect((await answer({ accept: true })).status).toBe(409);

    ifood.dispute(placed.id, 'Quero cancelar, pedi errado.');
    await poll();
    expect((await answer({ accept: true })).status).toBe(200);
    await poll();
    expect(await detail(id)).toMatchObject({ status: 'cancelled', ifoodDispute: { status: 'accepted' } });
  });

  it('a settlement that arrives before its request leaves nothing to answer', async () => {
    const placed = ifood.place({ items: [item()] });
    await poll();
    ifood.emit(placed.id, 'HSS', 'HANDSHAKE_SETTLEMENT', { disputeId: 'd-early', status: 'EXPIRED' });
    ifood.emit(placed.id, 'HSD', 'HANDSHAKE_DISPUTE', {
      disputeId: 'd-early',
      action: 'CANCELLATION',
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
    });
    await poll();
    const row = await ours(placed.displayId);
    expect(row.ifoodAlert).toBeNull();
    expect((await detail(row.id)).ifoodDispute?.status).toBe('settled');
  });

  it('two instances poll in turn and import each order once', async () => {
    const second = anotherInstance();
    try {
      const placed = ifood.place({ items: [item()] });
      await Promise.all([poll(), second.poll(), poll(), second.poll()]);
      await poll();
      expect((await board()).filter((o) => o.externalDisplayId === placed.displayId)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it("the kitchen's 'Aceitar automaticamente' confirms an iFood order within the deadline, untouched", async () => {
    await saveKitchenSettings(t.db, { ...DEFAULT_KITCHEN_SETTINGS, autoAccept: true });
    try {
      const placed = ifood.place({ items: [item()] });
      await poll();
      await t.app.kitchen.feed.flush();
      await send();
      expect(ifood.actionsOn(placed.id)).toEqual(['details', 'confirm', 'startPreparation']);
      expect((await ours(placed.displayId)).status).toBe('processing');
    } finally {
      await saveKitchenSettings(t.db, DEFAULT_KITCHEN_SETTINGS);
    }
  });

  it("with the owner's choice, a product 'Esgotado hoje' here is paused on iFood by its code, and back after", async () => {
    const esfiha = (await demoMenu(t.db))['Esfiha de Carne']!;
    const settings = (json: unknown) => t.request('/api/admin/ifood/settings', { method: 'PUT', cookie: admin, json });
    // Off by default: nothing is sent.
    await t.db
      .update(products)
      .set({ soldOutUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(products.id, esfiha.id));
    await t.app.ifood!.checkMerchant();
    expect(ifood.catalog()).toEqual({});
    expect((await settings({ pauseWithStore: false, syncAvailability: true })).status).toBe(200);
    expect(ifood.catalog()).toEqual({ 'ESF-01': 'UNAVAILABLE' });
    await t.db.update(products).set({ soldOutUntil: null }).where(eq(products.id, esfiha.id));
    await t.app.ifood!.checkMerchant();
    expect(ifood.catalog()).toEqual({ 'ESF-01': 'AVAILABLE' });
    const patches = () => ifood.calls.filter((c) => c.path.endsWith('/products/status')).length;
    const before = patches();
    await t.app.ifood!.checkMerchant();
    expect(patches()).toBe(before); // nothing changed, nothing sent
    // Off again, with a product still paused: iFood gets it back.
    await t.db.update(products).set({ active: false }).where(eq(products.id, esfiha.id));
    await t.app.ifood!.checkMerchant();
    expect(ifood.catalog()).toEqual({ 'ESF-01': 'UNAVAILABLE' });
    await settings({ pauseWithStore: false, syncAvailability: false });
    expect(ifood.catalog()).toEqual({ 'ESF-01': 'AVAILABLE' });
    await t.db.update(products).set({ active: true }).where(eq(products.id, esfiha.id));
  });

  // Last: it stops the app's own poller.
  it('after a restart, what iFood kept meanwhile arrives', async () => {
    await t.app.ifood!.stop();
    const placed = ifood.place({ items: [item()] });
    const restarted = anotherInstance();
    try {
      await restarted.poll();
      expect((await board()).filter((o) => o.externalDisplayId === placed.displayId)).toHaveLength(1);
    } finally {
      await restarted.stop();
    }
  });
});
