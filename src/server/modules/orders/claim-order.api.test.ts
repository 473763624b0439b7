import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, user } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { EMAIL_UNPROVEN_MESSAGE } from './claim-order';

let t: TestApp;
let kafta: { id: string; variationIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const menu = await demoMenu(t.db);
  const k = menu['Kafta no Prato']!;
  kafta = {
    id: k.id,
    variationIds: [
      k.options['Ponto da carne']!.variations['Ao ponto']!.id,
      k.options.Acompanhamento!.variations.Fritas!.id,
    ],
  };
});
afterAll(() => t.close());

/** A guest order placed with an email that already has an account: saved with no user. */
async function guestOrder(email: string) {
  return (await placedAsGuest(email)).id;
}

/** The same, with the claim token its browser got back. */
async function placedAsGuest(email: string) {
  const res = await t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, email, paymentMethod: 'credit_card' },
      items: [{ productId: kafta.id, variationIds: kafta.variationIds, quantity: 1 }],
      idempotencyKey: randomUUID(),
    },
  });
  const body = await res.json();
  expect(body.next).toBe('claim');
  return { id: body.order.id as string, claimToken: body.claimToken as string };
}

/** What using an emailed link does to the account (modules/password). */
const proveEmail = (userId: string) => t.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));

const claim = (orderId: string, cookie?: string, claimToken?: string) =>
  t.request('/api/orders/claim', { method: 'POST', cookie, json: { orderId, claimToken } });

const NOT_FOUND = { error: 'Pedido não encontrado', code: 'not_found' };

describe('claiming a guest order', () => {
  it('links the order to the signed-in account with the same email, once', async () => {
    const owner = await t.signUp('dono@exemplo.com');
    await proveEmail(owner.userId);
    const id = await guestOrder('dono@exemplo.com');
    const res = await claim(id, owner.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ orderId: id, alreadyLinked: false });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBe(owner.userId);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.claimed']);
    // again: nothing changes, the page still says it is linked
    expect(await (await claim(id, owner.cookie)).json()).toEqual({ orderId: id, alreadyLinked: true });
    // and now the owner reads it
    expect((await t.request(`/api/orders/${id}`, { cookie: owner.cookie })).status).toBe(200);
  });

  it('refuses an account that has not proven the email: whoever registered it first cannot take its orders', async () => {
    const squatter = await t.signUp('alvo@exemplo.com');
    const id = await guestOrder('alvo@exemplo.com');
    const res = await claim(id, squatter.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: EMAIL_UNPROVEN_MESSAGE, code: 'email_unproven' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBeNull();
  });

  it('answers a stranger the same for every order that is not theirs: missing, owned or of another email', async () => {
    await t.signUp('vitima@exemplo.com');
    const unowned = await guestOrder('vitima@exemplo.com');
    const a = await t.signUp('primeiro@exemplo.com');
    await proveEmail(a.userId);
    const owned = await guestOrder('primeiro@exemplo.com');
    await claim(owned, a.cookie);
    const intruder = await t.signUp('intruso@exemplo.com');
    await proveEmail(intruder.userId);
    for (const id of [unowned, owned, randomUUID()]) {
      const res = await claim(id, intruder.cookie);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, unowned));
    expect(row!.userId).toBeNull();
    expect((await claim(owned)).status).toBe(401);
    expect((await claim('nao-e-um-id', intruder.cookie)).status).toBe(400);
  });

  it('the browser that placed the order claims it without an emailed link, with its claim token', async () => {
    // Registered, never proved the email, then ordered as a guest: a store without email still links it.
    const owner = await t.signUp('sem-email@exemplo.com');
    const { id, claimToken } = await placedAsGuest('sem-email@exemplo.com');
    expect(claimToken).toMatch(/^[\w-]{40,}$/);
    expect((await claim(id, owner.cookie, 'x'.repeat(claimToken.length))).status).toBe(403);
    const res = await claim(id, owner.cookie, claimToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ orderId: id, alreadyLinked: false });
    // Another order's token proves nothing.
    const other = await placedAsGuest('sem-email@exemplo.com');
    expect((await claim(other.id, owner.cookie, claimToken)).status).toBe(403);
  });

  it('a claim token does not give the order to an account of another email', async () => {
    await t.signUp('dona-do-pedido@exemplo.com');
    const { id, claimToken } = await placedAsGuest('dona-do-pedido@exemplo.com');
    const other = await t.signUp('outra@exemplo.com');
    const res = await claim(id, other.cookie, claimToken);
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('email_mismatch');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBeNull();
  });
});
