import { describe, expect, it } from 'vitest';
import { courierCollect, ticketPayment } from './ticket-payment';

const order = { paymentStatus: 'awaiting' as const, totalCents: 6190, changeForCents: null };
const brl = (s: string) => s.replace(/R\$ /g, 'R$\u00a0');

describe('the ticket says what the courier does about the money', () => {
  it('cash not paid yet: the amount to collect, and the change to take along', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'cash', changeForCents: 10000 })).toEqual({
      headline: brl('COBRAR NA ENTREGA: R$ 61,90'),
      tone: 'collect',
      details: ['Pagamento: Dinheiro na entrega', brl('Troco para R$ 100,00 (levar R$ 38,10)')],
    });
    expect(ticketPayment({ ...order, paymentMethod: 'cash' }).details).toEqual([
      'Pagamento: Dinheiro na entrega',
      'Sem troco',
    ]);
  });

  it('card on delivery not paid yet: the amount, and the card machine', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'credit_card' })).toEqual({
      headline: brl('COBRAR NA ENTREGA: R$ 61,90'),
      tone: 'collect',
      details: ['Pagamento: Cartão na entrega', 'Levar a maquininha'],
    });
  });

  it('paid, whatever the method: nothing to collect', () => {
    for (const paymentMethod of ['pix', 'stripe', 'cash', 'credit_card'] as const)
      expect(ticketPayment({ ...order, paymentMethod, paymentStatus: 'paid' })).toMatchObject({
        headline: 'PAGO',
        tone: 'paid',
        details: [expect.stringMatching(/^Pagamento: /), 'Não cobrar na entrega'],
      });
  });

  it('an unconfirmed PIX or online card is never "paid": confirm before handing over', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'pix' })).toEqual({
      headline: 'PIX NÃO CONFIRMADO',
      tone: 'stop',
      details: ['Pagamento: PIX', 'Confirmar o pagamento antes de entregar'],
    });
    expect(ticketPayment({ ...order, paymentMethod: 'stripe' }).headline).toBe('PAGAMENTO ONLINE NÃO CONFIRMADO');
  });

  it('refunded or refused: do not deliver', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'stripe', paymentStatus: 'refunded' })).toMatchObject({
      headline: 'ESTORNADO — NÃO ENTREGAR',
      tone: 'stop',
    });
    expect(ticketPayment({ ...order, paymentMethod: 'stripe', paymentStatus: 'failed' }).headline).toBe(
      'PAGAMENTO RECUSADO',
    );
  });

  it('a pickup order is paid at the counter, not to a courier (docs/product.md#pickup)', () => {
    const pickup = { ...order, fulfilment: 'pickup' as const };
    expect(ticketPayment({ ...pickup, paymentMethod: 'cash', changeForCents: 10000 })).toEqual({
      headline: brl('COBRAR NA RETIRADA: R$ 61,90'),
      tone: 'collect',
      details: ['Pagamento: Dinheiro na retirada', brl('Troco para R$ 100,00 (separar R$ 38,10)')],
    });
    expect(ticketPayment({ ...pickup, paymentMethod: 'credit_card' })).toEqual({
      headline: brl('COBRAR NA RETIRADA: R$ 61,90'),
      tone: 'collect',
      details: ['Pagamento: Cartão na retirada', 'Maquininha no balcão'],
    });
    expect(ticketPayment({ ...pickup, paymentMethod: 'pix', paymentStatus: 'paid' }).details).toEqual([
      'Pagamento: PIX',
      'Não cobrar na retirada',
    ]);
  });
});

describe("the courier page's line about the money", () => {
  const due = { paymentStatus: 'awaiting', totalCents: 6779, changeForCents: null, fulfilment: 'delivery' } as const;
  it('cash: the amount and the change to take, or none', () => {
    expect(courierCollect({ ...due, paymentMethod: 'cash', changeForCents: 10000 })).toEqual({
      text: 'Cobrar R$\u00a067,79 — levar troco de R$\u00a032,21',
      tone: 'collect',
    });
    expect(courierCollect({ ...due, paymentMethod: 'cash' }).text).toBe('Cobrar R$\u00a067,79 — sem troco');
  });
  it('card on delivery, paid, and an unconfirmed PIX', () => {
    expect(courierCollect({ ...due, paymentMethod: 'credit_card' }).text).toBe('Cobrar R$\u00a067,79 na maquininha');
    expect(courierCollect({ ...due, paymentMethod: 'pix', paymentStatus: 'paid' })).toEqual({
      text: 'Pago — não cobrar',
      tone: 'paid',
    });
    expect(courierCollect({ ...due, paymentMethod: 'pix' })).toEqual({ text: 'PIX NÃO CONFIRMADO', tone: 'stop' });
  });
});
