import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '@shared/contract/admin-orders';
import { ordersToAlert } from './scheduled-alarm';

const row = (id: string, scheduledFor: string | null): AdminOrderRow => ({
  id,
  customerName: 'Cliente',
  status: 'pending',
  fulfilment: 'delivery',
  channel: 'site',
  externalDisplayId: null,
  ifoodAlert: null,
  paymentMethod: 'cash',
  paymentStatus: 'awaiting',
  totalCents: 3000,
  couponCode: null,
  itemCount: 2,
  createdAt: '2026-11-23T12:00:00.000Z',
  scheduledFor,
});

// Due at 19:00 São Paulo (22:00Z), alert 30 minutes before.
const list = { alertMinutes: 30, orders: [row('a', '2026-11-24T22:00:00.000Z'), row('b', '2026-11-24T23:00:00.000Z')] };
const at = (iso: string) => new Date(iso).getTime();

describe('the scheduled order alarm', () => {
  it('rings from alertMinutes before the order is due until it is due, not before', () => {
    expect(ordersToAlert(list, at('2026-11-24T21:29:00Z'), new Set())).toEqual([]);
    expect(ordersToAlert(list, at('2026-11-24T21:30:00Z'), new Set()).map((o) => o.id)).toEqual(['a']);
    expect(ordersToAlert(list, at('2026-11-24T22:45:00Z'), new Set()).map((o) => o.id)).toEqual(['b']);
  });

  it('rings once per order in a browser', () => {
    expect(ordersToAlert(list, at('2026-11-24T21:40:00Z'), new Set(['a']))).toEqual([]);
  });

  it('with no warning time it does not ring ahead', () => {
    expect(ordersToAlert({ ...list, alertMinutes: 0 }, at('2026-11-24T21:59:00Z'), new Set())).toEqual([]);
  });
});
