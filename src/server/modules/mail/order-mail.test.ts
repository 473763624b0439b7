import { describe, expect, it } from 'vitest';
import { orderPlacedMail, orderStatusMail } from './order-mail';

const store = { name: 'Sabor & Cia', logoUrl: '/uploads/logo.webp' };
const publicUrl = 'https://pedidos.exemplo.com';
const proven = true;
const storeAddress = 'Rua da Loja, 99 - Centro';
const address = {
  street: 'Rua Augusta',
  number: '10',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01304-001',
  customer_name: 'Ana',
  customer_email: 'ana@exemplo.com',
  customer_phone: '11999999999',
};
const order = {
  id: '3f2a9c1b-0000-4000-8000-000000000000',
  status: 'pending' as const,
  fulfilment: 'delivery' as const,
  paymentMethod: 'pix' as const,
  paymentStatus: 'awaiting' as const,
  paidAt: null,
  subtotalCents: 4500,
  deliveryFeeCents: 800,
  totalCents: 5300,
  couponCode: null,
  discountCents: 0,
  cashbackCents: 0,
  changeForCents: null,
  notes: 'Sem cebola <por favor>',
  customerName: 'Ana',
  customerEmail: 'ana@exemplo.com',
  createdAt: '2026-11-24T12:00:00.000Z',
  scheduledFor: null,
  items: [
    {
      name: 'Kibe Frito (6 unidades)',
      quantity: 2,
      unitPriceCents: 2250,
      totalPriceCents: 4500,
      options: [{ title: 'Acompanhamento', name: 'Homus', priceCents: 300, quantity: 1 }],
      parts: [],
    },
  ],
  pixCode: '00020126580014br.gov.bcb.pix0136chave',
  pixExpiresAt: null,
};

describe('order emails', () => {
  it("the placed email shows the coupon's line and the total after it", () => {
    const m = orderPlacedMail({
      order: { ...order, couponCode: 'PRIMEIRA10', discountCents: 450, totalCents: 4850 },
      address,
      store,
      storeAddress,
      publicUrl,
      proven,
    });
    for (const part of [m.text, m.html]) {
      expect(part).toContain('Cupom PRIMEIRA10');
      expect(part).toContain('−R$ 4,50');
      expect(part).toContain('R$ 48,50');
    }
    expect(orderPlacedMail({ order, address, store, storeAddress, publicUrl, proven }).text).not.toContain('Cupom');
  });

  it('the placed email of a scheduled order says when it is for', () => {
    const m = orderPlacedMail({
      order: { ...order, scheduledFor: '2026-11-26T22:00:00.000Z' },
      address,
      store,
      storeAddress,
      publicUrl,
      proven,
    });
    for (const part of [m.text, m.html]) expect(part).toContain('Agendado para qui., 26/11, 19:00.');
    expect(orderPlacedMail({ order, address, store, storeAddress, publicUrl, proven }).text).not.toContain('Agendado');
  });

  it('the placed email lists items, options, totals, address, payment and the PIX code, in both parts', () => {
    const m = orderPlacedMail({ order, address, store, storeAddress, publicUrl, proven });
    expect(m.to).toBe('ana@exemplo.com');
    expect(m.subject).toBe('Pedido #3f2a9c1b recebido — Sabor & Cia');
    for (const part of [m.text, m.html]) {
      expect(part).toContain('Kibe Frito (6 unidades)');
      expect(part).toContain('Acompanhamento: Homus');
      expect(part).toContain('R$ 53,00');
      expect(part).toContain('R$ 8,00');
      expect(part).toContain('Rua Augusta, 10');
      expect(part).toContain('PIX');
      expect(part).toContain(order.pixCode);
      expect(part).toContain(`${publicUrl}/customer/orders`);
    }
    // Whatever the customer typed is text, never markup.
    expect(m.html).toContain('Sem cebola &lt;por favor&gt;');
    expect(m.html).not.toContain('<por favor>');
    expect(m.html).toContain('Sabor &amp; Cia');
    expect(m.html).toContain(`src="${publicUrl}/uploads/logo.webp"`);
  });

  it('escapes quotes as well as markup in what the customer typed', () => {
    const typed = `Portão "azul" d'água & <b>`;
    const m = orderPlacedMail({ order: { ...order, notes: typed }, address, store, storeAddress, publicUrl, proven });
    expect(m.html).toContain('Portão &quot;azul&quot; d&#39;água &amp; &lt;b&gt;');
    expect(m.text).toContain(typed);
  });

  it("a guest's placed email carries the set-password link instead of the orders link", () => {
    const url = `${publicUrl}/definir-senha?token=abc`;
    const m = orderPlacedMail({
      order: { ...order, pixCode: null },
      address,
      store,
      storeAddress,
      publicUrl,
      setPasswordUrl: url,
      proven: false,
    });
    expect(m.text).toContain(`Defina sua senha para acompanhar seus pedidos: ${url}`);
    expect(m.html).toContain(`href="${url}"`);
    expect(m.text).not.toContain('PIX copia e cola');
  });

  it('an email to an address nobody proved carries nothing the customer typed', () => {
    const crafted = {
      ...order,
      customerName: 'Banco Central do Brasil',
      notes: 'Sua conta foi bloqueada: acesse http://bc-seguro.example/login',
    };
    const typed = { ...address, street: 'Ligue 0800 bc-seguro.example', customer_name: crafted.customerName };
    const placed = orderPlacedMail({ order: crafted, address: typed, store, storeAddress, publicUrl, proven: false });
    const status = orderStatusMail({
      order: crafted,
      status: 'cancelled' as const,
      store,
      storeAddress,
      publicUrl,
      proven: false,
    });
    for (const part of [placed.text, placed.html, status.text, status.html]) {
      expect(part).not.toContain('Banco Central');
      expect(part).not.toContain('bc-seguro');
      expect(part).toContain('Olá!');
    }
    expect(placed.text).toContain('No endereço informado no pedido');
    expect(placed.text).toContain('Kibe Frito (6 unidades)');
  });

  it('a proven address sees what it typed, cut short and never as a link', () => {
    const m = orderPlacedMail({
      order: { ...order, customerName: 'Ana Maria', notes: `Portão azul, veja em site.example ${'x'.repeat(300)}` },
      address,
      store,
      storeAddress,
      publicUrl,
      proven,
    });
    expect(m.text).toContain('Olá, Ana Maria!');
    expect(m.text).not.toContain('site.example');
    expect(m.text.replace(/\u200B/g, '')).toContain('site.example');
    expect(m.text).not.toContain('x'.repeat(200));
  });

  it('out for delivery and cancelled each have their own message, queued once per order', () => {
    const going = orderStatusMail({ order, status: 'delivering', store, storeAddress, publicUrl, proven });
    const cancelled = orderStatusMail({ order, status: 'cancelled', store, storeAddress, publicUrl, proven });
    expect(going.subject).toBe('Seu pedido #3f2a9c1b saiu para entrega — Sabor & Cia');
    expect(cancelled.text).toContain('Seu pedido foi cancelado');
    expect(going.dedupeKey).not.toBe(cancelled.dedupeKey);
  });
});
