import { describe, expect, it } from 'vitest';
import { customerPaymentBadge, staffPaymentBadge } from './payment-badge-text';

const order = {
  status: 'pending',
  paymentMethod: 'pix',
  paymentStatus: 'awaiting' as const,
  totalCents: 6190,
  changeForCents: null,
};

describe('the customer sees where the payment stands', () => {
  it('paid, refunded and refused say so, whatever the method', () => {
    expect(customerPaymentBadge({ ...order, paymentStatus: 'paid' })).toEqual({ label: 'Pago', tone: 'green' });
    expect(
      customerPaymentBadge({ ...order, paymentMethod: 'stripe', status: 'cancelled', paymentStatus: 'refunded' }),
    ).toEqual({ label: 'Estornado', tone: 'grey' });
    expect(customerPaymentBadge({ ...order, paymentStatus: 'failed' })?.label).toBe('Pagamento recusado');
  });

  it('an unconfirmed PIX awaits its payment', () => {
    expect(customerPaymentBadge(order)).toEqual({ label: 'Aguardando pagamento', tone: 'amber' });
  });

  it('cash and card on delivery: the amount to hand the courier, with the change asked for', () => {
    expect(customerPaymentBadge({ ...order, paymentMethod: 'credit_card' })?.label).toBe(
      'A pagar na entrega: R$ 61,90',
    );
    expect(customerPaymentBadge({ ...order, paymentMethod: 'cash', changeForCents: 10000 })?.label).toBe(
      'A pagar na entrega: R$ 61,90 (troco para R$ 100,00)',
    );
    // A pickup order is paid at the counter (docs/product.md#pickup).
    expect(customerPaymentBadge({ ...order, paymentMethod: 'cash', fulfilment: 'pickup' })?.label).toBe(
      'A pagar na retirada: R$ 61,90',
    );
  });

  it('nothing is owed on a cancelled unpaid order, and the status already says "Aguardando pagamento"', () => {
    expect(customerPaymentBadge({ ...order, status: 'cancelled' })).toBeNull();
    expect(customerPaymentBadge({ ...order, status: 'awaiting_payment' })).toBeNull();
  });
});

describe('staff see paid or not in the list', () => {
  it('labels each state; an unpaid cancelled order has nothing to collect', () => {
    expect(staffPaymentBadge({ status: 'delivering', paymentStatus: 'awaiting' })).toEqual({
      label: 'Não pago',
      tone: 'amber',
    });
    expect(staffPaymentBadge({ status: 'pending', paymentStatus: 'paid' })?.label).toBe('Pago');
    expect(staffPaymentBadge({ status: 'cancelled', paymentStatus: 'refunded' })?.label).toBe('Estornado');
    expect(staffPaymentBadge({ status: 'cancelled', paymentStatus: 'awaiting' })).toBeNull();
  });
});
