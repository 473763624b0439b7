import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappMessages } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { hubSignature, startFakeWhatsapp, type FakeWhatsapp } from '@server/testing/fake-whatsapp';
import { createTestApp, ORIGIN, type TestApp } from '@server/testing/harness';
import { adminOrderDetailSchema } from '@shared/contract/admin-orders';
import { whatsappRetryDelayMs } from './send-queue';

// Order messages through the WhatsApp Cloud API (docs/product.md#whatsapp-messages), as the
// fake Graph API received them, and what the admin's order detail says of each.

describe('WhatsApp order messages', () => {
  let t: TestApp;
  let wa: FakeWhatsapp;
  let admin: string;
  let items: unknown[];
  /** The app's clock runs this far ahead: a retry's backoff passes without sleeping. */
  let ahead = 0;

  beforeAll(async () => {
    wa = await startFakeWhatsapp({
      deliver: (body, headers) =>
        Promise.resolve(t.app.request(`${ORIGIN}/api/whatsapp/webhook`, { method: 'POST', headers, body })),
      // 'pedido_cancelado' is not approved in this WhatsApp Manager: Meta refuses it for good.
      templates: { pedido_recebido: 3, pedido_saiu_para_entrega: 3, pedido_pronto_para_retirada: 3 },
    });
    t = await createTestApp({ seed: true, env: wa.env, now: () => new Date(Date.now() + ahead) });
    admin = (await t.signUp(undefined, { admin: true })).cookie;
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
  });
  afterAll(async () => {
    await t?.close();
    await wa?.close();
  });

  const settle = async () => {
    await t.app.whatsapp!.feed.flush();
    await t.app.whatsapp!.queue.drain();
  };
  const place = async (extra: Record<string, unknown> = { whatsappUpdates: true }, cookie?: string) => {
    const res = await t.request('/api/orders', {
      method: 'POST',
      cookie,
      json: { form: { ...CHECKOUT_FORM, paymentMethod: 'cash' }, items, idempotencyKey: randomUUID(), ...extra },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { order: { id: string } }).order.id;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: admin, json: { status } });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  const detail = async (id: string) =>
    adminOrderDetailSchema.parse(await (await t.request(`/api/admin/orders/${id}`, { cookie: admin })).json());
  const sentTo = (id: string) =>
    wa.sent.filter((m) => JSON.stringify(m.body).includes(`#${id.slice(0, 8)}`)).map((m) => m.body);

  it('a placed order and its way out send one template message each, exactly as Meta expects', async () => {
    const id = await place();
    await settle();
    expect(sentTo(id)).toEqual([
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5511912345678',
        type: 'template',
        template: {
          name: 'pedido_recebido',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Maria' },
                { type: 'text', text: `#${id.slice(0, 8)}` },
                { type: 'text', text: `${ORIGIN}/customer/orders` },
              ],
            },
          ],
        },
      },
    ]);
    await setStatus(id, 'delivering');
    await setStatus(id, 'processing');
    await setStatus(id, 'delivering');
    await settle();
    // Back and forth: 'Saiu para entrega' once.
    expect(sentTo(id).map((b) => (b.template as { name: string }).name)).toEqual([
      'pedido_recebido',
      'pedido_saiu_para_entrega',
    ]);
    const [received] = wa.sent.filter((m) => m.body.template && JSON.stringify(m.body).includes(id.slice(0, 8)));
    expect((await wa.receipt(received!.id, 'delivered')).status).toBe(200);
    expect((await wa.receipt(received!.id, 'read')).status).toBe(200);
    // Meta's statuses come out of order: a late 'delivered' never undoes 'read'.
    await wa.receipt(received!.id, 'delivered');
    const { whatsapp } = await detail(id);
    expect(whatsapp.map((m) => [m.kind, m.status])).toEqual([
      ['received', 'read'],
      ['delivering', 'sent'],
    ]);
    expect(whatsapp[0]!.readAt).not.toBeNull();
  });

  it('sends nothing without the checkout opt-in, nor for a moment the owner switched off', async () => {
    const before = wa.sent.length;
    await settle();
    const quiet = await place({});
    const res = await t.request('/api/admin/whatsapp', {
      method: 'PUT',
      cookie: admin,
      json: { kinds: ['cancelled'] },
    });
    expect(await res.json()).toMatchObject({ configured: true, kinds: ['cancelled'] });
    const unpicked = await place();
    await setStatus(quiet, 'delivering');
    await settle();
    expect(wa.sent.length).toBe(before);
    expect((await detail(unpicked)).whatsapp).toEqual([]);
    await t.request('/api/admin/whatsapp', {
      method: 'PUT',
      cookie: admin,
      json: { kinds: ['received', 'delivering'] },
    });
    // Bad input: a pt-BR 400, nothing saved.
    const bad = await t.request('/api/admin/whatsapp', { method: 'PUT', cookie: admin, json: { kinds: ['jantar'] } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Momento de aviso inválido' });
  });

  it('retries 500 and 429 with backoff, then gives up with the reason on the order', async () => {
    wa.failNext(500, 429);
    const id = await place();
    await settle();
    let [m] = (await detail(id)).whatsapp;
    expect(m).toMatchObject({ status: 'queued', attempts: 1, error: '(#1) An unknown error has occurred.' });
    await settle(); // not due yet: nothing more is tried
    expect(wa.calls.length).toBeGreaterThan(0);
    [m] = (await detail(id)).whatsapp;
    expect(m!.attempts).toBe(1);
    ahead += whatsappRetryDelayMs(1);
    await settle();
    [m] = (await detail(id)).whatsapp;
    expect(m).toMatchObject({ status: 'queued', attempts: 2, error: '(#130429) Rate limit hit' });
    ahead += whatsappRetryDelayMs(2);
    await settle();
    expect((await detail(id)).whatsapp[0]).toMatchObject({ status: 'sent', attempts: 3, error: null });

    wa.failNext(500, 500, 500, 500, 500);
    const doomed = await place();
    await settle();
    for (let attempt = 1; attempt < 5; attempt++) {
      ahead += whatsappRetryDelayMs(attempt);
      await settle();
    }
    expect((await detail(doomed)).whatsapp[0]).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: '(#1) An unknown error has occurred.',
    });
    expect(sentTo(doomed)).toEqual([]);
  });

  it("a refusal other than 429 fails at once with Meta's message", async () => {
    await t.request('/api/admin/whatsapp', { method: 'PUT', cookie: admin, json: { kinds: ['cancelled'] } });
    const id = await place();
    await setStatus(id, 'cancelled');
    await settle();
    expect((await detail(id)).whatsapp).toMatchObject([
      {
        kind: 'cancelled',
        status: 'failed',
        attempts: 1,
        error: '(#132001) Template name does not exist in the translation',
      },
    ]);
    await t.request('/api/admin/whatsapp', {
      method: 'PUT',
      cookie: admin,
      json: { kinds: ['received', 'delivering'] },
    });
  });

  it("'SAIR' stops every message to that number, also one waiting for its retry", async () => {
    wa.failNext(500);
    const id = await place();
    await settle();
    // WhatsApp names the mobile without its ninth digit; accents, case and spaces do not matter.
    expect((await wa.reply('551112345678', ' Sáir ')).status).toBe(200);
    const sent = wa.sent.length;
    ahead += whatsappRetryDelayMs(1);
    await setStatus(id, 'delivering');
    await settle();
    expect(wa.sent.length).toBe(sent);
    expect((await detail(id)).whatsapp).toMatchObject([{ kind: 'received', status: 'skipped' }]);
  });
});

describe('WhatsApp webhook and opt-out', () => {
  let t: TestApp;
  let wa: FakeWhatsapp;

  beforeAll(async () => {
    wa = await startFakeWhatsapp({
      deliver: (body, headers) =>
        Promise.resolve(t.app.request(`${ORIGIN}/api/whatsapp/webhook`, { method: 'POST', headers, body })),
    });
    t = await createTestApp({ seed: true, env: wa.env });
  });
  afterAll(async () => {
    await t?.close();
    await wa?.close();
  });

  const hook = (body: string, signature?: string) =>
    t.app.request(`${ORIGIN}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature && { 'x-hub-signature-256': signature }) },
      body,
    });

  it("answers Meta's verification challenge only with our token", async () => {
    const q = (token: string) =>
      t.request(`/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`);
    const ok = await q(wa.verifyToken);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    expect((await q('outro-token-qualquer')).status).toBe(403);
    expect((await t.request('/api/whatsapp/webhook?hub.mode=unsubscribe')).status).toBe(403);
  });

  it('refuses a forged or missing signature and changes nothing', async () => {
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    const items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }];
    const { cookie } = await t.signUp();
    const res = await t.request('/api/orders', {
      method: 'POST',
      cookie,
      json: {
        form: { ...CHECKOUT_FORM, paymentMethod: 'cash' },
        items,
        idempotencyKey: randomUUID(),
        whatsappUpdates: true,
      },
    });
    const id = ((await res.json()) as { order: { id: string } }).order.id;
    await t.app.whatsapp!.feed.flush();
    await t.app.whatsapp!.queue.drain();
    const [message] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, id));
    expect(message).toMatchObject({ status: 'sent' });

    const read = JSON.stringify({
      entry: [
        { changes: [{ value: { statuses: [{ id: message!.wamid, status: 'read', timestamp: '1700000000' }] } }] },
      ],
    });
    expect((await hook(read)).status).toBe(401);
    expect((await hook(read, hubSignature(read, 'not-the-secret'))).status).toBe(403);
    expect((await hook(read, 'sha256=abc')).status).toBe(403);
    const stop = JSON.stringify({
      entry: [
        { changes: [{ value: { messages: [{ from: '5511912345678', type: 'text', text: { body: 'SAIR' } }] } }] },
      ],
    });
    expect((await hook(stop, hubSignature(stop, 'not-the-secret'))).status).toBe(403);
    const [after] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, id));
    expect(after).toEqual(message);
    // Signed: heard, even when it says nothing we know.
    expect((await hook('{"object":"page"}', hubSignature('{"object":"page"}', wa.appSecret))).status).toBe(200);

    // 'Parar de receber' in Meus Pedidos: the account's orders send nothing more.
    const stopped = await t.request('/api/customer/whatsapp/stop', { method: 'POST', cookie });
    expect(await stopped.json()).toEqual({ stopped: 1 });
    const mine = (await (await t.request(`/api/customer/orders/${id}`, { cookie })).json()) as {
      whatsappUpdates: boolean;
    };
    expect(mine.whatsappUpdates).toBe(false);
    const admin = (await t.signUp(undefined, { admin: true })).cookie;
    await t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: admin, json: { status: 'delivering' } });
    await t.app.whatsapp!.feed.flush();
    await t.app.whatsapp!.queue.drain();
    expect(wa.sent.filter((m) => JSON.stringify(m.body).includes(id.slice(0, 8)))).toHaveLength(1);
  });

  it('takes the order when the API is down: sending never blocks it', async () => {
    await wa.close();
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    const started = Date.now();
    const res = await t.request('/api/orders', {
      method: 'POST',
      json: {
        form: { ...CHECKOUT_FORM, email: 'outra@exemplo.com', paymentMethod: 'cash' },
        items: [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 1 }],
        idempotencyKey: randomUUID(),
        whatsappUpdates: true,
      },
    });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const id = ((await res.json()) as { order: { id: string } }).order.id;
    await t.app.whatsapp!.feed.flush();
    await t.app.whatsapp!.queue.drain();
    const [m] = await t.db.select().from(whatsappMessages).where(eq(whatsappMessages.orderId, id));
    expect(m).toMatchObject({ status: 'queued', attempts: 1, error: 'Sem resposta da API do WhatsApp' });
  });
});

describe('without the WHATSAPP_* settings', () => {
  it('nothing is offered, queued or answered', async () => {
    const t = await createTestApp({ seed: true });
    try {
      expect(t.app.whatsapp).toBeNull();
      expect(((await (await t.request('/api/store')).json()) as { whatsappUpdates: boolean }).whatsappUpdates).toBe(
        false,
      );
      expect((await t.request('/api/whatsapp/webhook?hub.mode=subscribe')).status).toBe(404);
      const admin = (await t.signUp(undefined, { admin: true })).cookie;
      expect(await (await t.request('/api/admin/whatsapp', { cookie: admin })).json()).toMatchObject({
        configured: false,
      });
    } finally {
      await t.close();
    }
  });
});
