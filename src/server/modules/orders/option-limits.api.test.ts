import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, productOptions } from '@server/db/schema';
import { CHECKOUT_FORM, demoMenu, type DemoProduct } from '@server/testing/checkout-fixtures';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { AdminProductDetail } from '@shared/contract/admin-menu';
import type { ProductDetail } from '@shared/contract/menu';
import type { OrderQuote, PlaceOrderResult } from '@shared/contract/orders';

// Option groups with a minimum and a maximum of choices, one choice taken more than once
// (docs/product.md#option-groups): the product page's rule, priced and enforced by the server.

let t: TestApp;
let menu: Record<string, DemoProduct>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  menu = await demoMenu(t.db);
  admin = (await t.signUp(undefined, { admin: true })).cookie;
});
afterAll(() => t.close());

const KIBE = 'Kibe Frito (6 unidades)';
const kibeId = () => menu[KIBE]!.id;
const v = (group: string, name: string) => menu[KIBE]!.options[group]!.variations[name]!.id;
const kibe = (...choices: [string, string][]) => ({
  productId: kibeId(),
  variationIds: choices.map(([g, n]) => v(g, n)),
  quantity: 1,
});
const homus: [string, string] = ['Acompanhamento', 'Homus'];
const tahine: [string, string] = ['Molhos extras', 'Tahine'];
const garlic: [string, string] = ['Molhos extras', 'Molho de alho'];
const pepper: [string, string] = ['Molhos extras', 'Pimenta síria'];

const quote = async (items: unknown[]) => {
  const res = await t.request('/api/orders/quote', { method: 'POST', json: { items } });
  expect(res.status).toBe(200);
  return (await res.json()) as OrderQuote;
};
const place = (items: unknown[]) =>
  t.request('/api/orders', {
    method: 'POST',
    json: {
      form: { ...CHECKOUT_FORM, email: `l${randomUUID().slice(0, 8)}@exemplo.com` },
      items,
      idempotencyKey: randomUUID(),
    },
  });

async function saveKibe(options: (g: AdminProductDetail['options']) => unknown[]) {
  const current = (await (
    await t.request(`/api/admin/products/${kibeId()}`, { cookie: admin })
  ).json()) as AdminProductDetail;
  return t.request(`/api/admin/products/${kibeId()}`, {
    method: 'PUT',
    cookie: admin,
    json: {
      name: current.name,
      description: current.description ?? '',
      priceCents: current.priceCents,
      categoryId: current.categoryId,
      imageUrl: current.imageUrl ?? '',
      popular: current.popular,
      vegetarian: current.vegetarian,
      active: current.active,
      options: options(current.options),
    },
  });
}

describe('a group that takes up to three sauces, each more than once', () => {
  it('is described on the product page', async () => {
    const p = (await (await t.request(`/api/products/${kibeId()}`)).json()) as ProductDetail;
    expect(p.options.map((g) => [g.title, g.minChoices, g.maxChoices, g.repeatable])).toEqual([
      ['Acompanhamento', 1, 1, false],
      ['Molhos extras', 0, 3, true],
    ]);
  });

  it('prices a sauce taken twice twice, in the quote and in the order, and keeps the count on the order', async () => {
    const items = [kibe(homus, tahine, garlic, tahine)];
    const q = await quote(items);
    const line = q.lines[0]!;
    expect(line.available).toBe(true);
    if (!line.available) return;
    expect(line.selectedOptions.map((o) => [o.name, o.priceCents, o.quantity])).toEqual([
      ['Homus', 0, 1],
      ['Tahine', 300, 2],
      ['Molho de alho', 250, 1],
    ]);
    expect(line.unitPriceCents).toBe(2990 + 2 * 300 + 250);

    const res = await place(items);
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = (await res.json()) as PlaceOrderResult;
    expect(order.totalCents).toBe(q.subtotalCents + order.deliveryFeeCents);
    expect(order.items[0]!.options).toContainEqual({
      title: 'Molhos extras',
      name: 'Tahine',
      priceCents: 300,
      quantity: 2,
    });
    const [saved] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.unitPriceCents, 2990 + 850));
    expect(saved!.selectedOptions.find((o) => o.name === 'Tahine')!.quantity).toBe(2);
  });

  it('refuses a fourth sauce and a missing side with pt-BR messages, and saves nothing', async () => {
    const tooMany = await place([kibe(homus, tahine, tahine, garlic, pepper)]);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: `Escolha no máximo 3 opções em "Molhos extras" para "${KIBE}".`,
      code: 'too_many_choices',
    });
    const missing = await place([kibe(tahine)]);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: `Escolha uma opção em "Acompanhamento" para "${KIBE}".`,
      code: 'missing_choice',
    });
  });
});

describe('limits set in the admin', () => {
  it('asks for how many more a group of two to three needs, and refuses one choice taken twice where repeats are off', async () => {
    const res = await saveKibe((groups) =>
      groups.map((g) => (g.title === 'Acompanhamento' ? { ...g, minChoices: 2, maxChoices: 3, repeatable: false } : g)),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    menu = await demoMenu(t.db);

    const lines = (await quote([kibe(homus), kibe(homus, homus), kibe(homus, ['Acompanhamento', 'Babaganuche'])]))
      .lines;
    expect(lines.map((l) => (l.available ? 'ok' : l.message))).toEqual([
      `Escolha mais 1 em "Acompanhamento" para "${KIBE}".`,
      `Cada opção de "Acompanhamento" pode ser escolhida uma vez só em "${KIBE}".`,
      'ok',
    ]);
  });

  it('refuses limits that cannot be met, with a pt-BR message, and changes nothing', async () => {
    const before = await t.db.select().from(productOptions).where(eq(productOptions.productId, kibeId()));
    const cases: [Record<string, unknown>, string][] = [
      [{ minChoices: 3, maxChoices: 2 }, 'O mínimo não pode passar do máximo.'],
      [{ minChoices: 9, maxChoices: 9, repeatable: false }, 'O mínimo passa do número de variantes.'],
      [{ maxChoices: 0 }, 'O máximo deve ser de 1 a 50.'],
      [{ minChoices: -1 }, 'O mínimo deve ser de 0 a 50.'],
      [{ maxChoices: 1.5 }, 'O máximo deve ser de 1 a 50.'],
    ];
    for (const [limits, message] of cases) {
      const res = await saveKibe((groups) => groups.map((g, i) => (i === 0 ? { ...g, ...limits } : g)));
      expect(res.status, JSON.stringify(limits)).toBe(400);
      expect(((await res.json()) as { error: string }).error, JSON.stringify(limits)).toBe(message);
    }
    expect(await t.db.select().from(productOptions).where(eq(productOptions.productId, kibeId()))).toEqual(before);
  });
});
