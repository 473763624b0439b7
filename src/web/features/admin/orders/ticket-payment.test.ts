import { describe, expect, it } from 'vitest';
import { ticketPayment } from './ticket-payment';

const order = { status: 'pending', totalCents: 6880, changeForCents: null };

describe('the ticket says how the order is paid', () => {
  it('cash: the amount to collect, and the change to take along', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'cash' })).toEqual({
      headline: 'COBRAR NA ENTREGA: R$\u00a068,80',
      details: ['Pagamento: Dinheiro na entrega'],
    });
    expect(ticketPayment({ ...order, paymentMethod: 'cash', changeForCents: 10000 }).details).toEqual([
      'Pagamento: Dinheiro na entrega',
      'Troco para R$\u00a0100,00 (levar R$\u00a031,20)',
    ]);
  });

  it('card on delivery: the amount to collect', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'credit_card' }).headline).toBe('COBRAR NA ENTREGA: R$\u00a068,80');
  });

  it('card online: paid, nothing to collect; never "paid" while the payment is unconfirmed', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'stripe' }).headline).toBe('PAGO ONLINE');
    expect(ticketPayment({ ...order, paymentMethod: 'stripe', status: 'awaiting_payment' }).headline).toBe(
      'PAGAMENTO ONLINE NÃO CONFIRMADO',
    );
  });

  it('PIX: staff confirm it arrived', () => {
    expect(ticketPayment({ ...order, paymentMethod: 'pix' }).headline).toBe('PIX — confirmar recebimento');
  });
});
