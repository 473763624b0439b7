import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { cookieFrom, createTestApp, type TestApp } from '@server/testing/harness';
import { startSmtpCapture, type SmtpCapture } from '@server/testing/smtp-capture';
import { createOrderMailFeed } from './order-mail-feed';

// The customer's emails about an order (docs/product.md#email), read as the SMTP server got them.

describe('order emails', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let items: unknown[];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url } });
    const k = (await demoMenu(t.db))['Kibe Frito (6 unidades)']!;
    items = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 2 }];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The 'Pedido recebido' emails queued for these orders. */
  const placedMailsOf = (ids: string[]) =>
    t.db
      .select()
      .from(outgoingMail)
      .where(
        inArray(
          outgoingMail.dedupeKey,
          ids.map((id) => `order.placed:${id}`),
        ),
      );

  const placeOrder = (email: string, cookie?: string) =>
    t.request('/api/orders', {
      method: 'POST',
      cookie,
      json: { form: { ...CHECKOUT_FORM, email }, items, idempotencyKey: randomUUID() },
    });

  it("a guest's order email has the order, the PIX code and a link that sets the password and signs in", async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@exemplo.com`;
    const placed = await placeOrder(email);
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; pixCode: string; totalCents: number } };

    const mail = await smtp.waitFor((m) => m.to === email);
    expect(mail.subject).toBe(`Pedido #${order.id.slice(0, 8)} recebido — Casa da Esfiha`);
    expect(mail.text).toContain('2× Kibe Frito (6 unidades)');
    expect(mail.text).toContain('Acompanhamento: Homus');
    // Nobody has proven the address yet: nothing the customer typed is in it.
    expect(mail.text).not.toContain('Avenida Paulista');
    expect(mail.text).toContain('No endereço informado no pedido');
    expect(mail.text).toContain(order.pixCode);
    expect(mail.html).toContain('Defina sua senha para acompanhar seus pedidos');
    const token = /\/reset-password\?token=([\w-]+)&welcome=1/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // A fresh browser: the link sets the password and signs in; the order is there.
    const set = await t.request('/api/password/reset', {
      method: 'POST',
      json: { token, password: 'minha-senha-1' },
    });
    expect(set.status).toBe(200);
    const orders = await t.request('/api/customer/orders', { cookie: cookieFrom(set) });
    expect(JSON.stringify(await orders.json())).toContain(order.id);
    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email, password: 'minha-senha-1' },
    });
    expect(signIn.status).toBe(200);
  });

  it("a known email's guest order waits for its owner; the emailed link proves the email and links it", async () => {
    const owner = await t.signUp();
    const placed = await placeOrder(owner.email);
    const { order, next } = (await placed.json()) as { order: { id: string }; next: string };
    expect(next).toBe('claim');
    const claim = await t.request('/api/orders/claim', {
      method: 'POST',
      cookie: owner.cookie,
      json: { orderId: order.id },
    });
    expect(claim.status).toBe(403);

    await t.request('/api/password/forgot', { method: 'POST', json: { email: owner.email } });
    const mail = await smtp.waitFor((m) => m.to === owner.email && m.subject.startsWith('Crie uma nova senha'));
    const token = /\/reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    const set = await t.request('/api/password/reset', { method: 'POST', json: { token, password: 'nova-senha-1' } });
    expect(set.status).toBe(200);
    const mine = await t.request(`/api/orders/${order.id}`, { cookie: cookieFrom(set) });
    expect(mine.status).toBe(200);
  });

  it('a rush of orders gets one email each, even with two instances writing them', async () => {
    const c = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(((await (await placeOrder(c.email, c.cookie)).json()) as { order: { id: string } }).order.id);
    // A second instance's feed over the same database, racing this one.
    const other = createOrderMailFeed({
      db: t.db,
      mail: t.app.mail,
      publicUrl: t.config.publicUrl,
      reviewUrl: (id) => `${t.config.publicUrl}/avaliar/${id}`,
      logger: createLogger('silent'),
    });
    await Promise.all([other.flush(), t.app.orderMails.flush(), other.flush()]);
    await other.stop();
    const queued = await placedMailsOf(ids);
    expect(queued).toHaveLength(5);
    await t.app.mail.drain();
    for (const id of ids) {
      const got = smtp.messages.filter((m) => m.subject.startsWith(`Pedido #${id.slice(0, 8)} recebido`));
      expect(got).toHaveLength(1);
    }
  });

  it('a signed-in customer gets the order with a link to Meus Pedidos, and no password link', async () => {
    const c = await t.signUp();
    expect((await placeOrder(c.email, c.cookie)).status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to === c.email);
    expect(mail.text).toContain('Acompanhar meus pedidos: http://localhost:3000/customer/orders');
    expect(mail.text).not.toContain('reset-password');
  });

  it("a signed-in customer's order mails the account's own address, whatever email was typed", async () => {
    const c = await t.signUp();
    const victim = `alvo-${randomUUID().slice(0, 8)}@exemplo.com`;
    const placed = await placeOrder(victim, c.cookie);
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; customerEmail: string } };
    expect(order.customerEmail).toBe(c.email);
    await smtp.waitFor((m) => m.to === c.email && m.subject.startsWith(`Pedido #${order.id.slice(0, 8)}`));
    await t.app.orderMails.flush();
    await t.app.mail.drain();
    expect(smtp.messages.filter((m) => m.to === victim)).toHaveLength(0);
  });

  it("a crafted guest order cannot mail a stranger the author's words or links", async () => {
    const victim = `vitima-${randomUUID().slice(0, 8)}@exemplo.com`;
    const res = await t.request('/api/orders', {
      method: 'POST',
      json: {
        form: {
          ...CHECKOUT_FORM,
          email: victim,
          name: 'Banco Central do Brasil',
          street: 'Acesse bc-seguranca.example agora',
          notes: 'Sua conta foi bloqueada. Regularize em http://bc-seguranca.example/login',
        },
        items,
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to === victim);
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('Banco Central');
      expect(part).not.toContain('bc-seguranca');
      expect(part).not.toContain('bloqueada');
    }
  });

  it('an address proven by an emailed link is greeted by name, with the address typed', async () => {
    const c = await t.signUp(undefined, { name: 'Joana Prado' });
    await t.request('/api/password/forgot', { method: 'POST', json: { email: c.email } });
    const reset = await smtp.waitFor((m) => m.to === c.email && m.subject.startsWith('Crie uma nova senha'));
    const token = /\/reset-password\?token=([\w-]+)/.exec(reset.text)![1];
    const set = await t.request('/api/password/reset', { method: 'POST', json: { token, password: 'nova-senha-1' } });
    expect(set.status).toBe(200);
    const placed = await placeOrder(c.email, cookieFrom(set));
    const { order } = (await placed.json()) as { order: { id: string } };
    const mail = await smtp.waitFor((m) => m.to === c.email && m.subject.startsWith(`Pedido #${order.id.slice(0, 8)}`));
    expect(mail.text).toContain('Olá, Maria Oliveira!');
    expect(mail.text).toContain('Avenida Paulista, 1000');
  });

  it('one address gets at most 10 order emails a day', async () => {
    const c = await t.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(((await (await placeOrder(c.email, c.cookie)).json()) as { order: { id: string } }).order.id);
    await t.app.orderMails.flush();
    const queued = await placedMailsOf(ids);
    expect(queued).toHaveLength(10);
  });

  it('a guest order is never refused for the account limit: past it, the emailed link makes the account', async () => {
    // One account an hour from this network: phones behind one carrier address share it.
    const limited = await createTestApp({ seed: true, env: { SMTP_URL: smtp.url, SIGNUP_RATE_LIMIT: '1' } });
    try {
      const k = (await demoMenu(limited.db))['Kibe Frito (6 unidades)']!;
      const cart = [{ productId: k.id, variationIds: [k.options.Acompanhamento!.variations.Homus!.id], quantity: 2 }];
      const order = (email: string) =>
        limited.request('/api/orders', {
          method: 'POST',
          json: { form: { ...CHECKOUT_FORM, email }, items: cart, idempotencyKey: randomUUID() },
        });
      const first = await order(`primeiro-${randomUUID().slice(0, 8)}@exemplo.com`);
      expect(first.status).toBe(201);
      expect(((await first.json()) as { next: string }).next).toBe('orders');

      const email = `segundo-${randomUUID().slice(0, 8)}@exemplo.com`;
      const second = await order(email);
      expect(second.status).toBe(201);
      const placed = (await second.json()) as { next: string; order: { id: string } };
      expect(placed.next).toBe('claim');
      expect(second.headers.getSetCookie()).toEqual([]);

      const mail = await smtp.waitFor((m) => m.to === email);
      const token = /\/reset-password\?token=([\w-]+)&welcome=1/.exec(mail.text)?.[1];
      expect(token).toBeTruthy();
      const set = await limited.request('/api/password/reset', {
        method: 'POST',
        json: { token, password: 'minha-senha-2' },
      });
      expect(set.status).toBe(200);
      const mine = await limited.request('/api/customer/orders', { cookie: cookieFrom(set) });
      expect(JSON.stringify(await mine.json())).toContain(placed.order.id);
      const again = await limited.request('/api/password/reset', {
        method: 'POST',
        json: { token, password: 'outra-senha-3' },
      });
      expect(again.status).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('out for delivery and cancelled are told once each; other statuses send nothing', async () => {
    const c = await t.signUp();
    const placed = await placeOrder(c.email, c.cookie);
    const { order } = (await placed.json()) as { order: { id: string } };
    const admin = await t.signUp(undefined, { admin: true });
    const setStatus = (status: string) =>
      t.request(`/api/admin/orders/${order.id}/status`, { method: 'PUT', cookie: admin.cookie, json: { status } });
    for (const s of ['processing', 'delivering', 'processing', 'delivering', 'cancelled'])
      expect((await setStatus(s)).status).toBe(200);

    await smtp.waitFor((m) => m.to === c.email && m.subject.includes('foi cancelado'));
    await t.app.orderMails.flush();
    await t.app.mail.drain();
    const subjects = smtp.messages.filter((m) => m.to === c.email).map((m) => m.subject.split(' — ')[0]);
    const n = order.id.slice(0, 8);
    expect(subjects).toEqual([
      `Pedido #${n} recebido`,
      `Seu pedido #${n} saiu para entrega`,
      `Seu pedido #${n} foi cancelado`,
    ]);
  });
});
