import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  orderEvents,
  orderPaymentHistory,
  orders,
  orderStatusHistory,
  outgoingMail,
  pixCharges,
} from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { startFakePixApi, type FakePixApi } from '@server/testing/fake-pix-api';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { customerOrderPageSchema, orderViewSchema, placeOrderResultSchema } from '@shared/contract/orders';
import { orderPaymentSchema, pixChargeSchema, pixWebhookResponseSchema } from '@shared/contract/payments';

// PIX confirmed by the bank (docs/decisions/008-pix-api-provider.md), against the fake API Pix
// over mTLS: checkout makes the charge, the webhook only rings the bell, the sweep finds what
// the webhook missed, an expired code is renewed. The fake delivers its webhook calls to the
// app in process.

const TOKEN = 'pix-webhook-token-0123456789abcdef-xyz';
const HOOK = `/api/payments/pix/webhook/${TOKEN}`;
let pix: FakePixApi;
let t: TestApp;
/** A second app whose sweep looks every 100 ms (the first one's would look only after a minute). */
let sweeping: TestApp;
/** How far the app's time runs ahead of the real one (to let codes expire). */
let ahead = 0;
let falafel: string;
let customer: { cookie: string; userId: string };
let admin: { cookie: string };

beforeAll(async () => {
  pix = await startFakePixApi({
    deliver: (path, body) => t.app.request(`http://localhost:3000${path}`, { method: 'POST', body }),
  });
  const env = { ...pix.env, PIX_WEBHOOK_TOKEN: TOKEN };
  t = await createTestApp({ seed: true, now: () => new Date(Date.now() + ahead), env });
  sweeping = await createTestApp({
    seed: true,
    now: () => new Date(Date.now() + ahead),
    env: { ...env, PIX_SWEEP_INTERVAL_MS: '100' },
  });
  falafel = (await demoMenu(t.db))['Falafel no Prato']!.id;
  customer = await t.signUp('pix@exemplo.com');
  admin = await t.signUp('dona-pix@loja.com', { admin: true });
});
afterAll(async () => {
  await Promise.all([t.close(), sweeping.close()]);
  await pix.close();
});
beforeEach(() => {
  ahead = 0;
});

async function placePixOrder(app = t, cookie = customer.cookie) {
  const res = await app.request('/api/orders', {
    method: 'POST',
    cookie: app === t ? cookie : undefined,
    json: {
      form: { ...CHECKOUT_FORM, email: app === t ? 'pix@exemplo.com' : `g${randomUUID().slice(0, 8)}@exemplo.com` },
      items: [
        {
          productId: app === t ? falafel : (await demoMenu(app.db))['Falafel no Prato']!.id,
          variationIds: [],
          quantity: 2,
        },
      ],
      idempotencyKey: randomUUID(),
    },
  });
  expect(res.status).toBe(201);
  const { order } = placeOrderResultSchema.parse(await res.json());
  const [charge] = await app.db.select().from(pixCharges).where(eq(pixCharges.orderId, order.id));
  return { order, txid: charge!.txid };
}

const orderRow = async (id: string, app = t) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentLines = (id: string, app = t) =>
  app.db.select().from(orderPaymentHistory).where(eq(orderPaymentHistory.orderId, id));
const paidEvents = async (id: string) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((e) => e.type === 'order.paid');
const bankCalls = (method: string, txid: string) =>
  pix.calls.filter((c) => c.method === method && c.path.endsWith(`/cob/${txid}`));

async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('checkout with PIX confirmed by the bank', () => {
  it('charges the exact total at the bank before saving; the order waits for the payment with its code and expiry', async () => {
    const { order, txid } = await placePixOrder();
    expect(txid).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(order.status).toBe('awaiting_payment');
    const [put] = bankCalls('PUT', txid);
    const sent = JSON.parse(put!.body) as {
      calendario: { expiracao: number };
      valor: { original: string };
      chave: string;
    };
    expect(sent.valor.original).toBe((order.totalCents / 100).toFixed(2));
    expect(sent.calendario.expiracao).toBe(1800);
    expect(sent.chave).toBe(pix.chave);
    expect(order.pixCode).toBe(pix.charges.get(txid)!.pixCopiaECola);
    expect(new Date(order.pixExpiresAt!).getTime() - new Date(pix.charges.get(txid)!.criacao).getTime()).toBe(1800_000);
    expect((await orderRow(order.id)).paymentStatus).toBe('awaiting');
    // The same view later (GET /api/orders/:id) and in Meus Pedidos.
    const again = orderViewSchema.parse(
      await (await t.request(`/api/orders/${order.id}`, { cookie: customer.cookie })).json(),
    );
    expect([again.pixCode, again.pixExpiresAt]).toEqual([order.pixCode, order.pixExpiresAt]);
    const mine = (await (await t.request('/api/customer/orders', { cookie: customer.cookie })).json()) as {
      orders: { id: string; pixCode: string | null; pixExpiresAt: string | null }[];
    };
    expect(mine.orders.find((o) => o.id === order.id)).toMatchObject({
      pixCode: order.pixCode,
      pixExpiresAt: order.pixExpiresAt,
    });
    // Not for the kitchen before the bank says paid.
    const print = await t.request(`/api/admin/orders/${order.id}/print`, { method: 'POST', cookie: admin.cookie });
    expect(print.status).toBe(409);
  });

  it('offers PIX with the bank even when the settings hold no PIX key of their own', async () => {
    const setKey = (pixKey: string) =>
      t.request('/api/admin/store', { method: 'PUT', cookie: admin.cookie, json: { pixKey } });
    expect((await setKey('')).status).toBe(200);
    try {
      const store = (await (await t.request('/api/store')).json()) as { pixEnabled: boolean };
      const menu = (await (await t.request('/api/menu')).json()) as { store: { pixEnabled: boolean } };
      expect([store.pixEnabled, menu.store.pixEnabled]).toEqual([true, true]);
      const { order } = await placePixOrder();
      expect(order.pixCode).toBe(pix.charges.get([...pix.charges.keys()].at(-1)!)!.pixCopiaECola);
    } finally {
      await setKey('pix@casadaesfiha.com.br');
    }
  });

  it("'Pedido recebido' waits for the payment: nothing is mailed about an order nobody paid", async () => {
    const { order, txid } = await placePixOrder();
    const mailed = async () =>
      (
        await t.db
          .select()
          .from(outgoingMail)
          .where(eq(outgoingMail.dedupeKey, `order.placed:${order.id}`))
      )[0];
    await t.app.orderMails.flush();
    expect(await mailed()).toBeUndefined();
    await pix.pay(txid);
    await until(async () => (await orderRow(order.id)).paymentStatus === 'paid');
    await t.app.orderMails.flush();
    await until(async () => (await mailed()) !== undefined);
    expect((await mailed())!.text).not.toContain(order.pixCode!);
  });

  it('saves nothing when the bank refuses the charge', async () => {
    const before = (await t.db.select().from(orders)).length;
    pix.unavailable(1);
    const res = await t.request('/api/orders', {
      method: 'POST',
      cookie: customer.cookie,
      json: {
        form: { ...CHECKOUT_FORM, email: 'pix@exemplo.com' },
        items: [{ productId: falafel, variationIds: [], quantity: 1 }],
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'Erro ao processar pagamento. Tente novamente.' });
    expect(await t.db.select().from(orders)).toHaveLength(before);
  });
});

describe('the answers', () => {
  /** Parsed by the contract to the very same value: a field it does not declare fails too. */
  const conforms = async (res: Response | Promise<Response>, schema: z.ZodType, status = 200) => {
    const r = await res;
    const body: unknown = await r.json();
    expect(r.status).toBe(status);
    expect(schema.parse(body)).toEqual(body);
  };

  it('are what the contract says, field for field', async () => {
    const { order, txid } = await placePixOrder();
    const cookie = customer.cookie;
    await conforms(t.request(`/api/orders/${order.id}`, { cookie }), orderViewSchema);
    await conforms(t.request('/api/customer/orders', { cookie }), customerOrderPageSchema);
    await conforms(t.request(`/api/orders/${order.id}/payment`, { cookie }), orderPaymentSchema);
    await conforms(t.request(`/api/orders/${order.id}/pix-charge`, { method: 'POST', cookie }), pixChargeSchema);
    const notice = JSON.stringify({ pix: [{ txid }] });
    await conforms(
      t.app.request(`http://localhost:3000${HOOK}`, { method: 'POST', body: notice }),
      pixWebhookResponseSchema,
    );
  });
});

describe('the webhook', () => {
  it('a payment notified by the bank pays the order once: kitchen, payment history, live event', async () => {
    const { order, txid } = await placePixOrder();
    const adminStream = await t.request('/api/admin/events', { cookie: admin.cookie });
    await pix.pay(txid);
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(['pending', 'paid']);
    const [line] = await paymentLines(order.id);
    expect(line).toMatchObject({ fromStatus: 'awaiting', toStatus: 'paid', source: 'pix_webhook' });
    expect(line!.reference).toBe(pix.charges.get(txid)!.pix[0]!.endToEndId);
    expect(
      await t.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.id)),
    ).toMatchObject([{ toStatus: 'awaiting_payment' }, { fromStatus: 'awaiting_payment', toStatus: 'pending' }]);
    expect(await readEventTypes(adminStream, order.id)).toContain('order.paid');
    // The customer's code is gone: nothing left to pay.
    const view = orderViewSchema.parse(
      await (await t.request(`/api/orders/${order.id}`, { cookie: customer.cookie })).json(),
    );
    expect([view.pixCode, view.pixExpiresAt]).toEqual([null, null]);

    // The same notice again (the bank retries, or someone replays it): nothing changes.
    const replay = await t.app.request(`http://localhost:3000${HOOK}/pix`, {
      method: 'POST',
      body: JSON.stringify(pix.lastNotice),
    });
    expect(replay.status).toBe(200);
    expect(await paymentLines(order.id)).toHaveLength(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('staff confirming by hand send the order to the kitchen; the bank then telling of that payment is no duplicate', async () => {
    const { order, txid } = await placePixOrder();
    const confirm = await t.request(`/api/admin/orders/${order.id}/payment/confirm`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(confirm.status).toBe(200);
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(['pending', 'paid']);
    expect(await paymentLines(order.id)).toMatchObject([{ toStatus: 'paid', source: 'staff' }]);

    await pix.pay(txid);
    const [charge] = await t.db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
    expect(charge!.status).toBe('paid');
    expect(await paymentLines(order.id)).toHaveLength(1);
    expect(await paidEvents(order.id)).toHaveLength(1);
  });

  it('a payment of another amount pays nothing', async () => {
    const { order, txid } = await placePixOrder();
    await pix.pay(txid, { valor: ((order.totalCents - 1) / 100).toFixed(2) });
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(['awaiting_payment', 'awaiting']);
    expect(await paidEvents(order.id)).toHaveLength(0);
  });

  it('a notice naming txids we never charged costs no call to the bank; a wrong token is 404', async () => {
    const calls = pix.calls.length;
    const unknown = await t.app.request(`http://localhost:3000${HOOK}`, {
      method: 'POST',
      body: JSON.stringify({ pix: [{ txid: 'a'.repeat(32), valor: '1.00', endToEndId: 'E'.repeat(32) }, 'junk'] }),
    });
    expect(unknown.status).toBe(200);
    const junk = await t.app.request(`http://localhost:3000${HOOK}`, { method: 'POST', body: 'not json' });
    expect(junk.status).toBe(200);
    expect(pix.calls.length).toBe(calls);

    const { order, txid } = await placePixOrder();
    const wrong = await t.app.request(`http://localhost:3000/api/payments/pix/webhook/${TOKEN.slice(0, -1)}x/pix`, {
      method: 'POST',
      body: JSON.stringify({ pix: [{ txid }] }),
    });
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ error: 'Rota não encontrada' });
    expect(bankCalls('GET', txid)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
  });
});

describe('the sweep', () => {
  it('finds a payment the webhook never told us about', async () => {
    const { order, txid } = await placePixOrder(sweeping);
    await pix.pay(txid, { notify: false });
    await until(async () => (await orderRow(order.id, sweeping)).paymentStatus === 'paid');
    expect((await orderRow(order.id, sweeping)).status).toBe('pending');
    expect(await paymentLines(order.id, sweeping)).toMatchObject([{ source: 'pix_sweep' }]);
  });

  it('waits out a bank that does not answer, then finds the payment', async () => {
    const { order, txid } = await placePixOrder(sweeping);
    pix.unavailable(3);
    await pix.pay(txid, { notify: false });
    await until(async () => (await orderRow(order.id, sweeping)).paymentStatus === 'paid');
  });

  it("hourly, money paid to a charge we had closed still pays its order (the bank's list of payments)", async () => {
    const { order, txid } = await placePixOrder(sweeping);
    const status = async () =>
      (await sweeping.db.select().from(pixCharges).where(eq(pixCharges.txid, txid)))[0]!.status;
    ahead += 41 * 60_000;
    await until(async () => (await status()) === 'expired');
    await pix.pay(txid, { notify: false });
    ahead += 61 * 60_000;
    await until(async () => (await orderRow(order.id, sweeping)).paymentStatus === 'paid');
    expect(await status()).toBe('paid');
    expect(pix.calls.some((c) => c.method === 'GET' && c.path.endsWith('/pix'))).toBe(true);
  });

  it('closes a charge still unpaid 10 minutes after its expiry', async () => {
    const { txid } = await placePixOrder(sweeping);
    const status = async () =>
      (await sweeping.db.select().from(pixCharges).where(eq(pixCharges.txid, txid)))[0]!.status;
    await new Promise((r) => setTimeout(r, 300));
    expect(await status()).toBe('active');
    ahead += 41 * 60_000;
    await until(async () => (await status()) === 'expired');
  });
});

describe('an expired code', () => {
  it('is renewed by its owner for the same total, the old charge withdrawn; at most 5 codes an order', async () => {
    const { order, txid } = await placePixOrder();
    const renew = (cookie = customer.cookie) =>
      t.request(`/api/orders/${order.id}/pix-charge`, { method: 'POST', cookie });

    // Still payable: the same code comes back, no new charge.
    const same = pixChargeSchema.parse(await (await renew()).json());
    expect(same.pixCode).toBe(order.pixCode);

    const stranger = await t.signUp();
    expect((await renew(stranger.cookie)).status).toBe(404);

    ahead += 31 * 60_000;
    const res = await renew();
    expect(res.status).toBe(200);
    const fresh = pixChargeSchema.parse(await res.json());
    expect(fresh.pixCode).not.toBe(order.pixCode);
    expect(bankCalls('PATCH', txid)).toHaveLength(1);
    const charges = await t.db.select().from(pixCharges).where(eq(pixCharges.orderId, order.id));
    expect(charges.map((c) => [c.status, c.amountCents]).sort()).toEqual([
      ['active', order.totalCents],
      ['removed', order.totalCents],
    ]);
    const view = orderViewSchema.parse(
      await (await t.request(`/api/orders/${order.id}`, { cookie: customer.cookie })).json(),
    );
    expect(view.pixCode).toBe(fresh.pixCode);

    for (let i = 0; i < 3; i++) {
      ahead += 31 * 60_000;
      expect((await renew()).status).toBe(200);
    }
    ahead += 31 * 60_000;
    const sixth = await renew();
    expect(sixth.status).toBe(409);
    expect(await sixth.json()).toMatchObject({
      error: 'Este pedido já gerou o máximo de códigos PIX. Fale com a loja para pagar.',
    });
  });

  it('a code paid just before the customer asks for a new one pays the order instead', async () => {
    const { order, txid } = await placePixOrder();
    await pix.pay(txid, { notify: false });
    ahead += 31 * 60_000;
    const res = await t.request(`/api/orders/${order.id}/pix-charge`, { method: 'POST', cookie: customer.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'Este pedido já foi pago.' });
    expect((await orderRow(order.id)).paymentStatus).toBe('paid');
    expect(await paymentLines(order.id)).toHaveLength(1);
  });
});

describe('an order whose PIX is never paid', () => {
  it('is cancelled when its time runs out: the code withdrawn at the bank first', async () => {
    const { order, txid } = await placePixOrder();
    ahead += 29 * 60_000;
    await t.app.paymentExpiry.runOnce();
    expect((await orderRow(order.id)).status).toBe('awaiting_payment');
    ahead += 2 * 60_000;
    await t.app.paymentExpiry.runOnce();
    expect(bankCalls('PATCH', txid)).toHaveLength(1);
    const [charge] = await t.db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
    expect(charge!.status).toBe('removed');
    const row = await orderRow(order.id);
    expect([row.status, row.cancelReason]).toEqual(['cancelled', 'Pagamento não concluído']);
    const renew = await t.request(`/api/orders/${order.id}/pix-charge`, { method: 'POST', cookie: customer.cookie });
    expect(renew.status).toBe(409);
  });

  it('paid at the bank without a word from the webhook: the order is paid, not cancelled', async () => {
    const { order, txid } = await placePixOrder();
    await pix.pay(txid, { notify: false });
    ahead += 31 * 60_000;
    await t.app.paymentExpiry.runOnce();
    const row = await orderRow(order.id);
    expect([row.status, row.paymentStatus]).toEqual(['pending', 'paid']);
    expect(bankCalls('PATCH', txid)).toHaveLength(0);
  });

  it('a new code keeps the order waiting for as long as the code lives', async () => {
    const { order } = await placePixOrder();
    ahead += 31 * 60_000;
    const before = (await orderRow(order.id)).paymentDueAt!;
    const res = await t.request(`/api/orders/${order.id}/pix-charge`, { method: 'POST', cookie: customer.cookie });
    expect(res.status).toBe(200);
    // (The fake bank dates its charges by the real clock, not this test's.)
    const fresh = pixChargeSchema.parse(await res.json());
    const due = (await orderRow(order.id)).paymentDueAt!;
    expect(due.getTime()).toBe(new Date(fresh.pixExpiresAt).getTime());
    expect(due.getTime()).toBeGreaterThan(before.getTime());
  });
});

/** The types of the SSE events about `orderId` read from `res` within a second. */
async function readEventTypes(res: Response, orderId: string): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 1000;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return text
    .split('\n\n')
    .filter((block) => block.includes(orderId))
    .map((block) => /^event: (.+)$/m.exec(block)?.[1] ?? '');
}
