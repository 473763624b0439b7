import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATES } from './order-status';
import { canLeaveCancelled, canRefund } from './refund';

describe('refunds', () => {
  it('only a cancelled card-online order whose payment came in is refunded', () => {
    for (const status of ORDER_STATUSES)
      for (const paymentMethod of PAYMENT_METHODS)
        for (const paymentStatus of PAYMENT_STATES)
          expect(
            canRefund({ status, paymentMethod, paymentStatus }),
            `${status} ${paymentMethod} ${paymentStatus}`,
          ).toBe(status === 'cancelled' && paymentMethod === 'stripe' && paymentStatus === 'paid');
  });

  it('a cancelled card-online order leaves cancelled only while paid', () => {
    const card = (paymentStatus: string) => ({ status: 'cancelled', paymentMethod: 'stripe', paymentStatus });
    expect(ORDER_STATUSES.filter((s) => canLeaveCancelled(card('paid'), s))).toEqual([...ORDER_STATUSES]);
    for (const unpaid of ['awaiting', 'failed', 'refunded'])
      expect(ORDER_STATUSES.filter((s) => canLeaveCancelled(card(unpaid), s))).toEqual(['cancelled']);
    const cash = { status: 'cancelled', paymentMethod: 'cash', paymentStatus: 'awaiting' };
    expect(ORDER_STATUSES.every((s) => canLeaveCancelled(cash, s))).toBe(true);
    expect(ORDER_STATUSES.every((s) => canLeaveCancelled({ ...card('awaiting'), status: 'pending' }, s))).toBe(true);
  });
});
