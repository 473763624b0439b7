import { describe, expect, it } from 'vitest';
import { decodeEscPos } from '@server/testing/escpos-decoder';
import { encodeTicket } from './escpos';
import { kitchenTicket, type KitchenOrder } from './kitchen-ticket';

const FOOD = '11111111-1111-4111-8111-111111111111';
const DRINKS = '22222222-2222-4222-8222-222222222222';
const option = (title: string, name: string, quantity = 1) => ({
  optionId: title,
  title,
  variationId: name,
  name,
  priceCents: 300,
  quantity,
});

const order: KitchenOrder = {
  id: 'a1b2c3d4-0000-4000-8000-000000000000',
  userId: null,
  customerName: 'Maria José',
  customerEmail: 'maria@exemplo.com',
  channel: 'site',
  externalDisplayId: null,
  discountReason: null,
  customerPhone: '(11) 98765-4321',
  fulfilment: 'delivery',
  address: {
    street: 'Rua Augusta',
    number: '1500',
    neighborhood: 'Consolação',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01304-001',
    customer_name: 'Maria José',
    customer_email: 'maria@exemplo.com',
    customer_phone: '(11) 98765-4321',
  },
  subtotalCents: 8290,
  deliveryFeeCents: 700,
  totalCents: 8490,
  couponCode: 'PRIMEIRA5',
  discountCents: 500,
  cashbackCents: 0,
  status: 'processing',
  cancelReason: null,
  paymentMethod: 'cash',
  paymentStatus: 'awaiting',
  paidAt: null,
  changeForCents: 10000,
  notes: 'Sem cebola na esfiha, por favor',
  distanceKm: 2.1,
  distanceUnverified: false,
  scheduledFor: null,
  createdAt: '2026-11-27T22:42:00.000Z',
  updatedAt: '2026-11-27T22:42:00.000Z',
  items: [
    {
      id: 'i1',
      name: 'Esfiha de Calabresa',
      quantity: 2,
      unitPriceCents: 790,
      totalPriceCents: 1580,
      selectedOptions: [option('Borda', 'Catupiry')],
      parts: [],
      categoryId: FOOD,
    },
    {
      id: 'i2',
      name: 'Pizza meio a meio',
      quantity: 1,
      unitPriceCents: 5210,
      totalPriceCents: 5210,
      selectedOptions: [option('Molhos extras', 'Tahine', 2)],
      parts: [
        { productId: 'p1', name: 'Pizza de Coração', priceCents: 5210 },
        { productId: 'p2', name: 'Pizza de Pão de Alho', priceCents: 4990 },
      ],
      categoryId: FOOD,
    },
    {
      id: 'i3',
      name: 'Guaraná Antarctica 2L',
      quantity: 1,
      unitPriceCents: 1500,
      totalPriceCents: 1500,
      selectedOptions: [],
      parts: [],
      categoryId: DRINKS,
    },
  ],
};

const printed = (ticket: ReturnType<typeof kitchenTicket>, paper: 58 | 80 = 80) =>
  decodeEscPos(encodeTicket(ticket!, { paper, codePage: 'cp860' }));
const texts = (job: ReturnType<typeof printed>) => job.lines.map((l) => l.text.trim()).filter(Boolean);
const tall = (job: ReturnType<typeof printed>) =>
  job.lines
    .filter((l) => l.runs.some((r) => r.width === 1 && r.height === 2 && r.text.trim()))
    .map((l) => l.text.trim());
const large = (job: ReturnType<typeof printed>) =>
  job.lines.filter((l) => l.runs.some((r) => r.width === 2 && r.text.trim())).map((l) => l.text.trim());

describe('kitchenTicket', () => {
  it('prints the whole order: number, channel, quantities first, each choice, notes, customer, money', () => {
    const job = printed(kitchenTicket(order, { storeName: 'Casa da Esfiha' }));
    expect(large(job)).toEqual([
      'PEDIDO #A1B2C3D4',
      'ENTREGA',
      '2x Esfiha de Calabresa',
      '1x Pizza meio a meio',
      '1x Guaraná Antarctica 2L',
    ]);
    expect(tall(job)).toEqual(['COBRAR NA ENTREGA: R$ 84,90']);
    const lines = texts(job);
    for (const line of [
      'Borda: Catupiry',
      '1/2 Pizza de Coração',
      '1/2 Pizza de Pão de Alho',
      'Molhos extras: 2x Tahine',
      'OBS: Sem cebola na esfiha, por favor',
      'Maria José',
      '(11) 98765-4321',
      'Rua Augusta, 1500',
      'Bairro: Consolação',
      'São Paulo/SP - CEP 01304-001',
      'Pagamento: Dinheiro na entrega',
      'Troco para R$ 100,00 (levar R$ 15,10)',
    ]) {
      expect(lines).toContain(line);
    }
    expect(lines.find((l) => l.startsWith('Cupom PRIMEIRA5'))).toMatch(/ -R\$ 5,00$/);
    expect(lines.find((l) => l.startsWith('TOTAL'))).toMatch(/R\$ 84,90$/);
  });

  it("gives a station only its categories' items and its name, without the money", () => {
    const bar = printed(
      kitchenTicket(order, { storeName: 'Casa da Esfiha', station: { name: 'Bar', categoryIds: [DRINKS] } }),
    );
    expect(large(bar)).toEqual(['PEDIDO #A1B2C3D4', 'BAR', 'ENTREGA', '1x Guaraná Antarctica 2L']);
    expect(texts(bar).join('\n')).not.toMatch(/Calabresa|TOTAL|COBRAR|Rua Augusta/);
    expect(texts(bar)).toContain('Maria José');
  });

  it('prints nothing for a station with nothing in the order', () => {
    expect(kitchenTicket(order, { storeName: 'X', station: { name: 'Doces', categoryIds: ['x'] } })).toBeNull();
  });

  it('says pickup, the scheduled time, paid, and a reprint in large type', () => {
    const pickup: KitchenOrder = {
      ...order,
      fulfilment: 'pickup',
      address: null,
      scheduledFor: '2026-11-28T22:00:00.000Z',
      paymentMethod: 'pix',
      paymentStatus: 'paid',
    };
    const job = printed(kitchenTicket(pickup, { storeName: 'Casa da Esfiha', mark: 'REIMPRESSÃO' }), 58);
    expect(large(job).slice(0, 4)).toEqual(['*** REIMPRESSÃO', '***', 'PEDIDO #A1B2C3D4', 'RETIRAR NO LOCAL']);
    expect(texts(job)).toContain('AGENDADO: sáb., 28/11, 19:00');
    expect(tall(job)).toEqual(['PAGO']);
    expect(texts(job)).not.toContain('Bairro: Consolação');
  });
});
