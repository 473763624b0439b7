import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashMovements, cashRegisters, orders } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder } from '@server/testing/test-orders';
import {
  closedRegisterSchema,
  currentRegisterSchema,
  registerHistoryPageSchema,
  type ClosedRegister,
  type OpenRegisterView,
} from '@shared/contract/register';
import type { PaymentMethod } from '@shared/order-status';

// 'Caixa' (docs/product.md#caixa): the arithmetic of a close, its refusals, once under
// concurrency, and the blind close leaving the expected figures out of the answer.

let t: TestApp;
let admin: string;
let adminId: string;
let attendant: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signUp(undefined, { admin: true, name: 'Ana Gerente' });
  admin = a.cookie;
  adminId = a.userId;
  attendant = (await t.signUp(undefined, { role: 'attendant', name: 'Beto Atendente' })).cookie;
});
afterAll(() => t.close());

const post = (path: string, json: unknown, cookie = admin) =>
  t.request(`/api/admin/register${path}`, { method: 'POST', cookie, json });

async function open(floatCents: number): Promise<OpenRegisterView> {
  const res = await post('', { floatCents });
  expect(res.status, await res.clone().text()).toBe(201);
  return currentRegisterSchema.parse(await res.json()).register!;
}

async function current() {
  const res = await t.request('/api/admin/register', { cookie: admin });
  expect(res.status).toBe(200);
  return currentRegisterSchema.parse(await res.json());
}

async function move(id: string, kind: 'withdrawal' | 'deposit', amountCents: number, reason = 'Troco do banco') {
  const res = await post(`/${id}/movements`, { kind, amountCents, reason });
  expect(res.status, await res.clone().text()).toBe(201);
}

const close = (
  id: string,
  counted: { cash: number; credit_card: number; pix: number },
  note?: string,
  cookie = admin,
) => post(`/${id}/close`, { countedCents: counted, note }, cookie);

async function closeOk(
  id: string,
  counted = { cash: 0, credit_card: 0, pix: 0 },
  cookie = admin,
): Promise<ClosedRegister> {
  const res = await close(id, counted, undefined, cookie);
  expect(res.status, await res.clone().text()).toBe(200);
  return closedRegisterSchema.parse(await res.json());
}

const order = (paymentMethod: PaymentMethod, cents: number, extra: Parameters<typeof insertOrder>[1] = {}) =>
  insertOrder(t.db, {
    paymentMethod,
    items: [{ name: 'Esfiha', unitPriceCents: cents, quantity: 1 }],
    deliveryFeeCents: 0,
    ...extra,
  });

const setBlind = (blindClose: boolean) =>
  t.request('/api/admin/register/settings', { method: 'PUT', cookie: admin, json: { blindClose } });

const line = (lines: { method: string }[], method: string) => lines.find((l) => l.method === method)!;

describe('Caixa: a shift from open to close', () => {
  it('counts the orders placed while open per method, the float and movements, and keeps the close as it was', async () => {
    await order('cash', 9_900, { createdAt: new Date(Date.now() - 3_600_000) }); // before the opening
    const reg = await open(15_000);
    expect(reg).toMatchObject({ floatCents: 15_000, openedBy: { id: adminId, name: 'Ana Gerente' } });

    const cashA = await order('cash', 4_000, { changeForCents: 5_000 }); // troco: the drawer still gains 40,00
    await order('cash', 2_500, { status: 'delivered', paymentStatus: 'paid' });
    await order('cash', 7_000, { status: 'cancelled' });
    await order('credit_card', 6_000);
    await order('pix', 3_000, { status: 'processing' });
    await order('stripe', 5_500, { status: 'pending', paymentStatus: 'paid' });
    await order('stripe', 8_000, { status: 'awaiting_payment' }); // never paid
    await move(reg.id, 'withdrawal', 5_000, 'Depósito no banco');
    await move(reg.id, 'deposit', 2_000, 'Moedas');

    const live = (await current()).register!;
    expect(live.movements.map((m) => [m.kind, m.amountCents, m.reason, m.by.name])).toEqual([
      ['withdrawal', 5_000, 'Depósito no banco', 'Ana Gerente'],
      ['deposit', 2_000, 'Moedas', 'Ana Gerente'],
    ]);
    expect(live).toMatchObject({ depositsCents: 2_000, withdrawalsCents: 5_000 });
    const f = live.figures!;
    expect(f).toMatchObject({ orderCount: 5, salesCents: 21_000 });
    // 150,00 float + 65,00 cash sales + 20,00 suprimento − 50,00 sangria
    expect(line(f.methods, 'cash')).toMatchObject({ orderCount: 2, salesCents: 6_500, expectedCents: 18_500 });
    expect(line(f.methods, 'credit_card')).toMatchObject({ orderCount: 1, expectedCents: 6_000 });
    expect(line(f.methods, 'pix')).toMatchObject({ orderCount: 1, expectedCents: 3_000 });
    expect(line(f.methods, 'stripe')).toMatchObject({ orderCount: 1, expectedCents: 5_500 });

    const closed = await closeOk(reg.id, { cash: 18_300, credit_card: 6_000, pix: 3_100 });
    expect(closed).toMatchObject({ closedBy: { id: adminId, name: 'Ana Gerente' }, closedBlind: false });
    const s = closed.summary;
    expect(line(s.methods, 'cash')).toMatchObject({
      expectedCents: 18_500,
      countedCents: 18_300,
      differenceCents: -200,
    });
    expect(line(s.methods, 'pix')).toMatchObject({ countedCents: 3_100, differenceCents: 100 });
    expect(line(s.methods, 'stripe')).toMatchObject({ countedCents: null, differenceCents: null });
    expect(s).toMatchObject({
      floatCents: 15_000,
      depositsCents: 2_000,
      withdrawalsCents: 5_000,
      differenceCents: -100,
    });
    expect((await current()).register).toBeNull();

    // Later changes to its orders do not move a closed register.
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cashA.id));
    const again = await t.request(`/api/admin/register/history/${reg.id}`, { cookie: admin });
    expect(closedRegisterSchema.parse(await again.json()).summary).toEqual(s);
    const history = registerHistoryPageSchema.parse(
      await (await t.request('/api/admin/register/history', { cookie: admin })).json(),
    );
    expect(history.registers[0]).toMatchObject({
      id: reg.id,
      orderCount: 5,
      salesCents: 21_000,
      differenceCents: -100,
    });
  });
});

describe('Caixa: refusals in pt-BR, nothing written', () => {
  it('refuses bad amounts and a missing reason', async () => {
    for (const [floatCents, message] of [
      [-100, 'O valor não pode ser negativo'],
      [1_000_000_000, 'Valor muito alto'],
      [12.5, 'Valor inválido'],
      ['150,00', 'Informe o troco inicial'],
    ] as const) {
      const res = await post('', { floatCents });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect(await t.db.select().from(cashRegisters).where(eq(cashRegisters.status, 'open'))).toHaveLength(0);

    const reg = await open(0);
    for (const [body, message] of [
      [{ kind: 'withdrawal', amountCents: 1_000, reason: '   ' }, 'Informe o motivo'],
      [{ kind: 'withdrawal', amountCents: 1_000 }, 'Informe o motivo'],
      [{ kind: 'withdrawal', amountCents: 0, reason: 'x' }, 'O valor deve ser maior que zero'],
      [{ kind: 'deposit', amountCents: -500, reason: 'x' }, 'O valor deve ser maior que zero'],
      [{ kind: 'deposit', amountCents: 20_000_000, reason: 'x' }, 'Valor muito alto'],
      [{ kind: 'gorjeta', amountCents: 500, reason: 'x' }, 'Escolha sangria ou suprimento'],
    ] as const) {
      const res = await post(`/${reg.id}/movements`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    const bad = await close(reg.id, { cash: -1, credit_card: 0, pix: 0 });
    expect(bad.status).toBe(400);
    expect(await t.db.select().from(cashMovements).where(eq(cashMovements.registerId, reg.id))).toHaveLength(0);
    expect((await current()).register?.id).toBe(reg.id);
    await closeOk(reg.id);
  });

  it('refuses opening twice, closing a closed register and moving cash in it', async () => {
    const reg = await open(10_000);
    const twice = await post('', { floatCents: 5_000 });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: 'O caixa já está aberto.' });
    await closeOk(reg.id);
    const again = await close(reg.id, { cash: 100, credit_card: 0, pix: 0 });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'O caixa já foi fechado.' });
    const late = await post(`/${reg.id}/movements`, { kind: 'withdrawal', amountCents: 100, reason: 'x' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: 'O caixa já foi fechado.' });
    const unknown = await close('00000000-0000-4000-8000-000000000000', { cash: 0, credit_card: 0, pix: 0 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Caixa não encontrado.' });
    const detail = await t.request(`/api/admin/register/history/${reg.id}`, { cookie: admin });
    expect(closedRegisterSchema.parse(await detail.json()).summary.methods[0]).toMatchObject({ countedCents: 0 });
  });

  it('a customer cannot see or open the register', async () => {
    const customer = await t.signUp();
    expect((await t.request('/api/admin/register', { cookie: customer.cookie })).status).toBe(403);
    const res = await t.request('/api/admin/register', {
      method: 'POST',
      cookie: customer.cookie,
      json: { floatCents: 0 },
    });
    expect(res.status).toBe(403);
  });
});

/** Holds every write to the registers' table for 100 ms, so simultaneous requests overlap. */
async function slowRegisterWrites<T>(run: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`create or replace function slow_register() returns trigger language plpgsql as $$
    begin perform pg_sleep(0.1); return new; end $$`);
  await t.db.execute(
    sql`create trigger slow_register before insert or update on cash_registers for each row execute function slow_register()`,
  );
  try {
    return await run();
  } finally {
    await t.db.execute(sql`drop trigger slow_register on cash_registers`);
  }
}

describe('Caixa: two screens at once', () => {
  it('two opens open it once; two closes close it once, the second told so', async () => {
    const opens = await slowRegisterWrites(() =>
      Promise.all([post('', { floatCents: 1_000 }), post('', { floatCents: 2_000 })]),
    );
    expect(opens.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = opens.find((r) => r.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: 'O caixa já está aberto.' });
    const open = await t.db.select().from(cashRegisters).where(eq(cashRegisters.status, 'open'));
    expect(open).toHaveLength(1);

    const id = open[0]!.id;
    const closes = await slowRegisterWrites(() =>
      Promise.all([
        close(id, { cash: 1_000, credit_card: 0, pix: 0 }),
        close(id, { cash: 900, credit_card: 0, pix: 0 }),
      ]),
    );
    expect(closes.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await closes.find((r) => r.status === 409)!.json()).toMatchObject({ error: 'O caixa já foi fechado.' });
    const winner = closedRegisterSchema.parse(await closes.find((r) => r.status === 200)!.json());
    const detail = closedRegisterSchema.parse(
      await (await t.request(`/api/admin/register/history/${id}`, { cookie: admin })).json(),
    );
    expect(detail.summary).toEqual(winner.summary);
  });
});

describe('Caixa: Fechamento às cegas', () => {
  it("leaves the expected figures out of the attendant's open register, and shows them once closed", async () => {
    expect(await (await setBlind(true)).json()).toEqual({ blindClose: true });
    const settings = await t.request('/api/admin/register/settings', { cookie: admin });
    expect(await settings.json()).toEqual({ blindClose: true });
    try {
      const reg = await open(10_000);
      await order('cash', 3_000);
      await move(reg.id, 'withdrawal', 1_000, 'Pagamento do gás');
      const res = await t.request('/api/admin/register', { cookie: attendant });
      const text = await res.text();
      const body = currentRegisterSchema.parse(JSON.parse(text));
      expect(body).toMatchObject({ blindClose: true, register: { id: reg.id, figures: null } });
      expect(body.register!.movements).toHaveLength(1);
      expect(text).not.toMatch(/expected|salesCents|12000|3000/);
      // The owner still sees what the drawer should hold.
      expect((await current()).register!.figures).not.toBeNull();

      const closed = await closeOk(reg.id, { cash: 11_500, credit_card: 0, pix: 0 }, attendant);
      expect(closed.closedBlind).toBe(true);
      expect(line(closed.summary.methods, 'cash')).toMatchObject({ expectedCents: 12_000, differenceCents: -500 });
      const history = registerHistoryPageSchema.parse(
        await (await t.request('/api/admin/register/history', { cookie: admin })).json(),
      );
      expect(history.registers[0]).toMatchObject({ id: reg.id, differenceCents: -500 });
    } finally {
      await setBlind(false);
    }
  });
});
