import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers, orderDeliveries } from '@server/db/schema';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { insertOrder, option } from '@server/testing/test-orders';
import type { Report } from '@shared/contract/reports';

// 'Relatórios' (docs/product.md#reports) over one fixture day, 2026-03-10 in São Paulo (a
// Tuesday, UTC-3: the day runs from 03:00Z on the 10th to 03:00Z on the 11th). Every figure
// below is worked out by hand from the orders in `beforeAll`.

const NOW = new Date('2026-03-15T18:00:00Z');
let t: TestApp;
let admin: string;

const at = (iso: string) => new Date(iso);
const esfiha = (quantity: number) => ({ name: 'Esfiha', unitPriceCents: 690, quantity });
const X = { customerPhone: '(11) 91111-0001', customerEmail: 'x@exemplo.com', keyed: true };
const Y = { customerPhone: '123', customerEmail: 'y@exemplo.com', keyed: true }; // no phone key
const Z = { customerPhone: '11 92222-0002', customerEmail: 'z@exemplo.com', keyed: true };

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: () => NOW });
  admin = (await t.signUp('dona@exemplo.com', { admin: true })).cookie;
  const db = t.db;
  // Before the day: X's first order (23:59 on the 9th: 2 × 690 + 500 = 1880), and a cancelled one of Z's.
  await insertOrder(db, {
    ...X,
    createdAt: at('2026-03-10T02:59:00Z'),
    paymentMethod: 'pix',
    paymentStatus: 'paid',
    status: 'delivered',
  });
  await insertOrder(db, { ...Z, createdAt: at('2026-03-01T15:00:00Z'), status: 'cancelled', cancelReason: 'Teste' });
  // B, 00:00: X again (another email, the same phone): cash, site, paid. 2070 + 500 = 2570.
  await insertOrder(db, {
    ...X,
    customerEmail: 'x.outro@exemplo.com',
    createdAt: at('2026-03-10T03:00:00Z'),
    items: [esfiha(3)],
    paymentStatus: 'paid',
    status: 'delivered',
  });
  // C, 12:30: Y, PIX by phone, a half-and-half pizza with 2x Tahine (+300 each): 5100, PROMO10 −510 = 4590.
  await insertOrder(db, {
    ...Y,
    createdAt: at('2026-03-10T15:30:00Z'),
    channel: 'phone',
    paymentMethod: 'pix',
    paymentStatus: 'paid',
    status: 'delivered',
    deliveryFeeCents: 0,
    coupon: { code: 'PROMO10', discountCents: 510 },
    items: [
      {
        name: 'Pizza de Zaatar',
        unitPriceCents: 5100,
        quantity: 1,
        selectedOptions: [{ ...option('Molhos extras', 'Tahine', 300), quantity: 2 }],
        parts: [
          { productId: 'p1', name: 'Pizza de Zaatar', priceCents: 4500 },
          { productId: 'p2', name: 'Pizza de Calabresa', priceCents: 4200 },
        ],
      },
    ],
  });
  // D, 19:10: Z at the counter, card not paid yet: 1600 + 690, PROMO10 −229 = 2061.
  await insertOrder(db, {
    ...Z,
    createdAt: at('2026-03-10T22:10:00Z'),
    channel: 'counter',
    paymentMethod: 'credit_card',
    status: 'processing',
    deliveryFeeCents: 0,
    coupon: { code: 'PROMO10', discountCents: 229 },
    items: [
      { name: 'Kibe', unitPriceCents: 800, quantity: 2, selectedOptions: [option('Molho', 'Coalhada')] },
      esfiha(1),
    ],
  });
  // E, 20:00: cancelled with a reason, its coupon and refund not counted: 2760 + 500 − 300 = 2960.
  await insertOrder(db, {
    createdAt: at('2026-03-10T23:00:00Z'),
    paymentMethod: 'stripe',
    paymentStatus: 'refunded',
    status: 'cancelled',
    cancelReason: 'Cliente desistiu',
    coupon: { code: 'PROMO10', discountCents: 300 },
    items: [esfiha(4)],
  });
  // F, 22:00: cancelled, no reason: 1500 + 500.
  await insertOrder(db, {
    createdAt: at('2026-03-11T01:00:00Z'),
    channel: 'phone',
    status: 'cancelled',
    items: [{ name: 'Suco', unitPriceCents: 1500, quantity: 1 }],
  });
  // G, 23:59:59: still awaiting its online payment: placed, not sold.
  await insertOrder(db, {
    createdAt: at('2026-03-11T02:59:59Z'),
    paymentMethod: 'stripe',
    status: 'awaiting_payment',
    items: [{ name: 'Suco', unitPriceCents: 3000, quantity: 1 }],
  });
  // I, 23:30: nobody to know them by (no keys), cash, paid: 690 + 500 = 1190.
  await insertOrder(db, {
    createdAt: at('2026-03-11T02:30:00Z'),
    items: [esfiha(1)],
    paymentStatus: 'paid',
    status: 'delivered',
  });
  // H, 00:00 on the 11th: the next day.
  await insertOrder(db, {
    createdAt: at('2026-03-11T03:00:00Z'),
    items: [esfiha(9)],
    paymentStatus: 'paid',
    status: 'delivered',
  });
});
afterAll(() => t.close());

const report = async (query: string) => {
  const res = await t.request(`/api/admin/reports?${query}`, { cookie: admin });
  const body: unknown = await res.json();
  expect({ status: res.status, body }).toMatchObject({ status: 200 });
  return body as Report;
};

describe('GET /api/admin/reports', () => {
  it('adds up a São Paulo day by hand: summary, methods, channels, hours, weekdays', async () => {
    const r = await report('from=2026-03-10&to=2026-03-10');
    expect(r.summary).toEqual({
      placedOrders: 7,
      soldOrders: 4,
      revenueCents: 10411,
      paidCents: 8350,
      averageTicketCents: 2603,
      cancelledOrders: 2,
      cancelledCents: 4960,
      discountOrders: 2,
      discountCents: 739,
    });
    expect(r.byMethod).toEqual([
      { method: 'pix', orders: 1, revenueCents: 4590, paidCents: 4590 },
      { method: 'stripe', orders: 0, revenueCents: 0, paidCents: 0 },
      { method: 'credit_card', orders: 1, revenueCents: 2061, paidCents: 0 },
      { method: 'cash', orders: 2, revenueCents: 3760, paidCents: 3760 },
      { method: 'ifood', orders: 0, revenueCents: 0, paidCents: 0 },
    ]);
    expect(r.byChannel).toEqual([
      { channel: 'site', orders: 2, revenueCents: 3760 },
      { channel: 'phone', orders: 1, revenueCents: 4590 },
      { channel: 'counter', orders: 1, revenueCents: 2061 },
      { channel: 'ifood', orders: 0, revenueCents: 0 },
    ]);
    expect(r.byHour).toHaveLength(24);
    expect(r.byHour.filter((h) => h.orders > 0)).toEqual([
      { hour: 0, orders: 1, revenueCents: 2570 },
      { hour: 12, orders: 1, revenueCents: 4590 },
      { hour: 19, orders: 1, revenueCents: 2061 },
      { hour: 23, orders: 1, revenueCents: 1190 },
    ]);
    expect(r.byWeekday).toHaveLength(7);
    expect(r.byWeekday.filter((d) => d.orders > 0)).toEqual([{ weekday: 2, orders: 4, revenueCents: 10411 }]);
  });

  it('lists products, options and half-and-half flavours, cancellations, coupons and customers', async () => {
    const r = await report('from=2026-03-10&to=2026-03-10');
    expect(r.topProducts).toEqual([
      { name: 'Esfiha', quantity: 5, revenueCents: 3450 },
      { name: 'Kibe', quantity: 2, revenueCents: 1600 },
      { name: 'Pizza de Zaatar', quantity: 1, revenueCents: 5100 },
    ]);
    expect(r.topOptions).toEqual([
      { group: 'Molhos extras', name: 'Tahine', quantity: 2, revenueCents: 600 },
      { group: 'Molho', name: 'Coalhada', quantity: 2, revenueCents: 0 },
      { group: 'Sabores (meio a meio)', name: 'Pizza de Calabresa', quantity: 1, revenueCents: 0 },
      { group: 'Sabores (meio a meio)', name: 'Pizza de Zaatar', quantity: 1, revenueCents: 0 },
    ]);
    expect(r.cancellations).toEqual([
      { reason: 'Cliente desistiu', orders: 1, totalCents: 2960 },
      { reason: 'Sem motivo informado', orders: 1, totalCents: 2000 },
    ]);
    expect(r.coupons).toEqual([{ code: 'PROMO10', orders: 2, discountCents: 739 }]);
    expect(r.customers).toEqual({
      new: { customers: 2, orders: 2, revenueCents: 6651 },
      returning: { customers: 1, orders: 1, revenueCents: 2570 },
      unidentified: { orders: 1, revenueCents: 1190 },
    });
  });

  it('takes whole days at both ends: the 9th and 10th hold X’s first order, who is new then', async () => {
    const r = await report('from=2026-03-09&to=2026-03-10');
    expect(r.summary).toMatchObject({ placedOrders: 8, soldOrders: 5, revenueCents: 10411 + 1880 });
    expect(r.byWeekday.filter((d) => d.orders > 0).map((d) => [d.weekday, d.orders])).toEqual([
      [1, 1],
      [2, 4],
    ]);
    expect(r.customers.new).toEqual({ customers: 3, orders: 4, revenueCents: 6651 + 1880 + 2570 });
    expect(r.customers.returning.customers).toBe(0);
  });

  it('refuses a period it cannot read, in Portuguese', async () => {
    const refusal = async (query: string) => {
      const res = await t.request(`/api/admin/reports?${query}`, { cookie: admin });
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: string }).error;
    };
    expect(await refusal('from=2025-01-01&to=2026-01-02')).toBe('Escolha um período de até 366 dias.');
    expect(await refusal('from=2026-03-10&to=2026-03-09')).toBe('A data final não pode ser anterior à inicial.');
    expect(await refusal('from=2026-02-30&to=2026-03-09')).toBe('Data inicial inválida: use AAAA-MM-DD.');
    expect(await refusal('to=2026-03-09')).toBe('Informe a data inicial (AAAA-MM-DD).');
    // 2024 is a leap year: 366 days is the most, and allowed.
    expect((await t.request('/api/admin/reports?from=2024-01-01&to=2024-12-31', { cookie: admin })).status).toBe(200);
  });
});

describe('GET /api/admin/reports/<table>.csv', () => {
  const csv = (file: string, query = 'from=2026-03-10&to=2026-03-10') =>
    t.request(`/api/admin/reports/${file}?${query}`, { cookie: admin });

  it('downloads a table for Brazilian Excel: BOM, semicolons, decimal commas, the same figures', async () => {
    const res = await csv('formas-de-pagamento.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="relatorio-formas-de-pagamento-2026-03-10-a-2026-03-10.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes); // drops the BOM, as Excel does
    expect(text.split('\r\n')[0]).toBe('Forma de pagamento;Pedidos;Faturamento;Já recebido');
    expect(parse(text, { delimiter: ';' })).toEqual([
      ['Forma de pagamento', 'Pedidos', 'Faturamento', 'Já recebido'],
      ['PIX', '1', '45,90', '45,90'],
      ['Cartão online', '0', '0,00', '0,00'],
      ['Cartão na entrega', '1', '20,61', '0,00'],
      ['Dinheiro na entrega', '2', '37,60', '37,60'],
      ['Pago no iFood', '0', '0,00', '0,00'],
    ]);
  });

  it('writes the other tables from the same report', async () => {
    const rows = async (file: string) => parse(await (await csv(file)).text(), { delimiter: ';', bom: true });
    expect(await rows('resumo.csv')).toEqual([
      [
        'Pedidos feitos',
        'Pedidos vendidos',
        'Faturamento',
        'Já recebido',
        'Ticket médio',
        'Cancelados',
        'Valor cancelado',
        'Pedidos com desconto',
        'Descontos',
      ],
      ['7', '4', '104,11', '83,50', '26,03', '2', '49,60', '2', '7,39'],
    ]);
    expect(await rows('canais.csv')).toEqual([
      ['Canal', 'Pedidos', 'Faturamento'],
      ['Site', '2', '37,60'],
      ['Telefone', '1', '45,90'],
      ['Balcão', '1', '20,61'],
      ['iFood', '0', '0,00'],
    ]);
    expect(await rows('cancelamentos.csv')).toEqual([
      ['Motivo', 'Pedidos', 'Valor'],
      ['Cliente desistiu', '1', '29,60'],
      ['Sem motivo informado', '1', '20,00'],
    ]);
    expect(await rows('cupons.csv')).toEqual([
      ['Cupom', 'Usos', 'Desconto'],
      ['PROMO10', '2', '7,39'],
    ]);
    expect(await rows('clientes.csv')).toEqual([
      ['Clientes', 'Clientes', 'Pedidos', 'Faturamento'],
      ['Novos', '2', '2', '66,51'],
      ['Recorrentes', '1', '1', '25,70'],
      ['Sem identificação', '', '1', '11,90'],
    ]);
    const hours = await rows('pedidos-por-hora.csv');
    expect(hours).toHaveLength(25);
    expect(hours[13]).toEqual(['12h', '1', '45,90']);
    expect((await rows('pedidos-por-dia-da-semana.csv'))[3]).toEqual(['Terça', '4', '104,11']);
    expect((await rows('produtos.csv'))[1]).toEqual(['Esfiha', '5', '34,50']);
    expect((await rows('opcoes.csv'))[1]).toEqual(['Molhos extras', 'Tahine', '2', '6,00']);
  });

  it('refuses an unknown table and a bad period', async () => {
    const unknown = await csv('senhas.csv');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'Relatório não encontrado.' });
    const tooLong = await csv('resumo.csv', 'from=2024-01-01&to=2025-01-01');
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: 'Escolha um período de até 366 dias.' });
  });
});

describe('Entregas por entregador', () => {
  it("counts each courier's delivered orders of the period, their totals and fees, in the CSV too", async () => {
    const [carlos] = await t.db
      .insert(couriers)
      .values({ name: 'Carlos Motoboy', phone: '11977776666', feeCents: 500 })
      .returning();
    const day = { createdAt: at('2026-03-12T15:00:00Z') };
    const given = async (status: 'delivered' | 'delivering', feeCents: number) => {
      const o = await insertOrder(t.db, {
        ...day,
        status,
        paymentStatus: status === 'delivered' ? 'paid' : 'awaiting',
      });
      await t.db.insert(orderDeliveries).values({ orderId: o.id, courierId: carlos!.id, feeCents });
      return o.totalCents;
    };
    const a = await given('delivered', 500);
    const b = await given('delivered', 700);
    await given('delivering', 500); // still on the road: not a delivery yet
    const r = await report('from=2026-03-12&to=2026-03-12');
    expect(r.deliveries).toEqual([{ courier: 'Carlos Motoboy', deliveries: 2, totalCents: a + b, feesCents: 1200 }]);
    const res = await t.request('/api/admin/reports/entregadores.csv?from=2026-03-12&to=2026-03-12', { cookie: admin });
    expect(parse(await res.text(), { delimiter: ';', bom: true })).toEqual([
      ['Entregador', 'Entregas', 'Valor dos pedidos', 'Taxas do entregador'],
      ['Carlos Motoboy', '2', ((a + b) / 100).toFixed(2).replace('.', ','), '12,00'],
    ]);
    expect((await report('from=2026-03-10&to=2026-03-10')).deliveries).toEqual([]);
  });
});
