import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, outgoingMail } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import type { CustomerOrder } from '@shared/contract/orders';
import type { AdminReviews, ReviewPage, ReviewView } from '@shared/contract/reviews';
import { inviteToReview } from './invitations';
import { reviewUrls } from './review-link';

// 'Avaliações' (docs/product.md#reviews): one invitation per delivered site order after the
// delay, one review per order and only by its customer (signed in, or the invitation's link),
// the owner's figures and private answer.

const MINUTE = 60_000;
let t: TestApp;
let owner: string;
let customer: { cookie: string; userId: string; email: string };
let reviewUrl: (id: string) => string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signUp(undefined, { admin: true })).cookie;
  customer = await t.signUp();
  reviewUrl = reviewUrls(t.config.publicUrl, t.config.AUTH_SECRET!);
});
afterAll(() => t.close());

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function delivered(o: Parameters<typeof insertOrder>[1] = {}) {
  const order = await insertOrder(t.db, { userId: customer.userId, customerEmail: customer.email, ...o });
  for (const status of ['processing', 'delivered']) {
    const res = await t.request(`/api/admin/orders/${order.id}/status`, {
      method: 'PUT',
      cookie: owner,
      json: { status },
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return order;
}

const invitedEvents = async (ids: string[]) =>
  t.db
    .select({ orderId: orderEvents.orderId })
    .from(orderEvents)
    .where(and(eq(orderEvents.type, 'order.review_invited'), inArray(orderEvents.orderId, ids)));

/** The link's token, as the invitation carries it. */
const tokenOf = (id: string) => new URL(reviewUrl(id)).searchParams.get('t')!;

const rate = (id: string, body: Record<string, unknown>) =>
  t.request(`/api/reviews/${id}`, { method: 'POST', json: { token: tokenOf(id), ...body } });

describe('invitations', () => {
  it('invite once, after the delay, for delivered site orders only, by email', async () => {
    const site = await delivered();
    const phone = await delivered({ channel: 'phone' });
    const cancelled = await delivered();
    await t.request(`/api/admin/orders/${cancelled.id}/status`, {
      method: 'PUT',
      cookie: owner,
      json: { status: 'cancelled', reason: 'Cliente desistiu' },
    });
    const ids = [site.id, phone.id, cancelled.id];
    expect(await inviteToReview(t.database, later(29))).toBe(0);
    expect(await inviteToReview(t.database, later(31))).toBe(1);
    expect(await inviteToReview(t.database, later(32))).toBe(0);
    expect(await invitedEvents(ids)).toEqual([{ orderId: site.id }]);

    await t.app.orderMails.flush();
    const [mail] = await t.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.dedupeKey, `order.review_invited:${site.id}`));
    expect(mail?.to).toBe(customer.email);
    expect(mail?.subject).toMatch(/^Como foi seu pedido #/);
    expect(mail?.text).toContain(reviewUrl(site.id));
  });

  it('two instances inviting at once invite each order once', async () => {
    const a = await delivered();
    const b = await delivered();
    const counts = await Promise.all([inviteToReview(t.database, later(40)), inviteToReview(t.database, later(40))]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    expect((await invitedEvents([a.id, b.id])).length).toBe(2);
  });

  it('invites nobody while the owner has them off, and a day after the longest delay, and the settings are checked', async () => {
    const bad = await t.request('/api/admin/reviews/settings', {
      method: 'PUT',
      cookie: owner,
      json: { invite: true, delayMinutes: 5000 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe('Convite: de 0 a 1440 minutos depois da entrega');
    const off = { invite: false, delayMinutes: 0 };
    expect((await t.request('/api/admin/reviews/settings', { method: 'PUT', cookie: owner, json: off })).status).toBe(
      200,
    );
    const order = await delivered();
    expect(await inviteToReview(t.database, later(60))).toBe(0);
    // The longest delay still leaves a day to send it.
    const day = { invite: true, delayMinutes: 1440 };
    expect((await t.request('/api/admin/reviews/settings', { method: 'PUT', cookie: owner, json: day })).status).toBe(
      200,
    );
    expect(await inviteToReview(t.database, later(1430))).toBe(0);
    expect(await inviteToReview(t.database, later(1450))).toBe(1);
    const on = { invite: true, delayMinutes: 30 };
    expect((await t.request('/api/admin/reviews/settings', { method: 'PUT', cookie: owner, json: on })).status).toBe(
      200,
    );
    expect(await invitedEvents([order.id])).toEqual([{ orderId: order.id }]);
  });
});

describe('rating', () => {
  it("the invitation's link opens the order and rates it once", async () => {
    const order = await delivered();
    expect((await t.request(`/api/reviews/${order.id}?t=forged`)).status).toBe(404);
    const page = (await (await t.request(`/api/reviews/${order.id}?t=${tokenOf(order.id)}`)).json()) as ReviewPage;
    expect(page).toMatchObject({
      open: true,
      review: null,
      order: { items: [{ quantity: 2, name: 'Esfiha de Carne' }] },
    });

    for (const [body, message] of [
      [{ rating: 0 }, 'Escolha de 1 a 5 estrelas'],
      [{ rating: 4, tags: ['bad'] }, 'Motivo inválido'],
      [{ rating: 4, comment: 'x'.repeat(601) }, 'No máximo 600 caracteres'],
      [{ rating: 4, comment: 'nul\u0000byte' }, 'O texto enviado tem caracteres inválidos.'],
    ] as const) {
      const res = await rate(order.id, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    const forged = await t.request(`/api/reviews/${order.id}`, { method: 'POST', json: { token: 'x', rating: 1 } });
    expect(forged.status).toBe(404);

    const res = await rate(order.id, { rating: 2, comment: '  Chegou frio  ', tags: ['cold', 'late', 'cold'] });
    expect(res.status).toBe(201);
    expect((await res.json()) as ReviewView).toMatchObject({
      rating: 2,
      comment: 'Chegou frio',
      tags: ['cold', 'late'],
    });
    const again = await rate(order.id, { rating: 5 });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe('Este pedido já foi avaliado. Obrigado!');
  });

  it('in Meus Pedidos only the order’s own customer rates it, once it is delivered', async () => {
    const order = await delivered();
    const pending = await insertOrder(t.db, { userId: customer.userId });
    const stranger = await t.signUp();
    const post = (id: string, cookie: string) =>
      t.request(`/api/customer/orders/${id}/review`, { method: 'POST', cookie, json: { rating: 5 } });
    expect((await post(order.id, stranger.cookie)).status).toBe(404);
    const early = await post(pending.id, customer.cookie);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe(
      'Só é possível avaliar um pedido depois que ele é entregue.',
    );
    expect(
      (await t.request(`/api/customer/orders/${order.id}/review`, { method: 'POST', json: { rating: 5 } })).status,
    ).toBe(401);

    const before = (await (
      await t.request(`/api/customer/orders/${order.id}`, { cookie: customer.cookie })
    ).json()) as CustomerOrder;
    expect(before).toMatchObject({ reviewable: true, review: null });
    expect((await post(order.id, customer.cookie)).status).toBe(201);
    const after = (await (
      await t.request(`/api/customer/orders/${order.id}`, { cookie: customer.cookie })
    ).json()) as CustomerOrder;
    expect(after).toMatchObject({ reviewable: false, review: { rating: 5, reply: null } });
  });

  it('an order older than the window can no longer be rated', async () => {
    const order = await delivered({ createdAt: new Date(Date.now() - 31 * 24 * 60 * MINUTE) });
    const res = await rate(order.id, { rating: 3 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(
      'O prazo para avaliar este pedido (30 dias) terminou.',
    );
  });
});

describe("the owner's 'Avaliações'", () => {
  it('shows the figures, filters, and answers privately by email, once', async () => {
    const order = await delivered();
    expect((await rate(order.id, { rating: 1, comment: 'Faltou o refrigerante', tags: ['missing_item'] })).status).toBe(
      201,
    );
    const attendant = (await t.signUp(undefined, { role: 'attendant' })).cookie;
    expect((await t.request('/api/admin/reviews', { cookie: attendant })).status).toBe(403);

    const res = await t.request('/api/admin/reviews?days=30&filter=low', { cookie: owner });
    expect(res.status).toBe(200);
    const view = (await res.json()) as AdminReviews;
    expect(view.settings).toEqual({ invite: true, delayMinutes: 30 });
    expect(view.summary.count).toBe(view.summary.stars.reduce((a, b) => a + b, 0));
    expect(view.summary.stars[0]).toBeGreaterThanOrEqual(1);
    expect(view.summary.tags).toContainEqual({ tag: 'missing_item', count: 1 });
    expect(view.weeks).toHaveLength(12);
    expect(view.weeks.at(-1)!.count).toBe(view.summary.count);
    expect(view.reviews.every((r) => r.rating <= 3)).toBe(true);
    expect(view.reviews[0]).toMatchObject({ orderId: order.id, comment: 'Faltou o refrigerante', reply: null });
    expect((await t.request('/api/admin/reviews?days=0', { cookie: owner })).status).toBe(400);

    const answer = (text: string, id = order.id) =>
      t.request(`/api/admin/reviews/${id}/reply`, { method: 'POST', cookie: owner, json: { text } });
    expect((await answer('   ')).status).toBe(400);
    expect((await answer('Oi', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const ok = await answer('Pedimos desculpas! Seu próximo refrigerante é por nossa conta.');
    expect(ok.status).toBe(200);
    expect((await answer('De novo')).status).toBe(409);

    await t.app.orderMails.flush();
    const [mail] = await t.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.dedupeKey, `order.review_answered:${order.id}`));
    expect(mail?.to).toBe(customer.email);
    expect(mail?.text).toContain('Seu próximo refrigerante é por nossa conta.');
    const mine = (await (
      await t.request(`/api/customer/orders/${order.id}`, { cookie: customer.cookie })
    ).json()) as CustomerOrder;
    expect(mine.review?.reply).toBe('Pedimos desculpas! Seu próximo refrigerante é por nossa conta.');
  });
});
