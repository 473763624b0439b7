import { describe, expect, it } from 'vitest';
import { canGoToKitchen, canSetStatus, ORDER_STATUSES, PAYMENT_METHODS, paymentSourceLabel } from './order-status';

describe('which orders may go to the kitchen', () => {
  it('holds back only an order paid online (card, or PIX confirmed by the bank) still awaiting payment', () => {
    for (const paymentMethod of PAYMENT_METHODS) {
      for (const status of ORDER_STATUSES) {
        expect(canGoToKitchen({ paymentMethod, status }), `${paymentMethod} ${status}`).toBe(
          !((paymentMethod === 'stripe' || paymentMethod === 'pix') && status === 'awaiting_payment'),
        );
      }
    }
  });

  it('lets staff only cancel such an order; any other order takes any status', () => {
    const unpaid = { paymentMethod: 'stripe', status: 'awaiting_payment' };
    expect(ORDER_STATUSES.filter((s) => canSetStatus(unpaid, s))).toEqual(['cancelled', 'awaiting_payment']);
    expect(ORDER_STATUSES.every((s) => canSetStatus({ paymentMethod: 'stripe', status: 'pending' }, s))).toBe(true);
    expect(ORDER_STATUSES.every((s) => canSetStatus({ paymentMethod: 'cash', status: 'awaiting_payment' }, s))).toBe(
      true,
    );
  });
});

describe('who moved a payment', () => {
  it('names the bank, Stripe and the delivery; staff are named by who they are', () => {
    expect(['pix_webhook', 'pix_sweep', 'stripe', 'delivery', 'staff'].map(paymentSourceLabel)).toEqual([
      'pelo banco',
      'pelo banco',
      'Stripe',
      'na entrega',
      null,
    ]);
  });
});
