import { describe, expect, it } from 'vitest';
import { kitchenWork } from './kitchen-work';

// When an order event prints or accepts (docs/product.md#kitchen-printers): an order staff took on
// the phone or at the counter arrives accepted and prints as an accepted one does.

const order = (status: string) => ({ status, scheduledFor: null });
const settings = (printOn: 'accepted' | 'arrival' | 'never', autoAccept = false) => ({
  printOn,
  autoAccept,
  amberMinutes: 10,
  redMinutes: 20,
});

describe('kitchenWork', () => {
  it('prints an order written accepted by staff when the store prints on acceptance, and does not accept it again', () => {
    const created = {
      type: 'order.created',
      payload: { status: 'processing', channel: 'phone' },
      order: order('processing'),
    };
    expect(kitchenWork(created, settings('accepted', true))).toEqual({ accept: false, print: true, cancelled: false });
    expect(kitchenWork(created, settings('arrival'))).toEqual({ accept: false, print: true, cancelled: false });
    expect(kitchenWork(created, settings('never'))).toEqual({ accept: false, print: false, cancelled: false });
  });

  it("waits for a site order's acceptance when the store prints then", () => {
    const created = { type: 'order.created', payload: { status: 'pending' }, order: order('pending') };
    expect(kitchenWork(created, settings('accepted'))).toEqual({ accept: false, print: false, cancelled: false });
    expect(kitchenWork(created, settings('accepted', true))).toEqual({ accept: true, print: false, cancelled: false });
  });

  it('says an order cancelled while the kitchen may have it was cancelled, not one delivered or cancelled again', () => {
    const cancelled = {
      type: 'order.status_changed',
      payload: { status: 'cancelled', from: 'processing' },
      order: order('cancelled'),
    };
    expect(kitchenWork(cancelled, settings('accepted'))).toEqual({ accept: false, print: false, cancelled: true });
    for (const from of ['cancelled', 'delivered'])
      expect(
        kitchenWork({ ...cancelled, payload: { status: 'cancelled', from } }, settings('accepted')).cancelled,
      ).toBe(false);
  });
});
