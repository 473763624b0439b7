import { describe, expect, it } from 'vitest';
import type { KitchenBoard, KitchenItem, KitchenOrder } from '@shared/contract/kitchen';
import {
  elapsedLabel,
  elapsedMinutes,
  ordersFor,
  timerTone,
  withItemReady,
  withOrder,
  withoutOrder,
} from './kitchen-board';

const item = (id: string, categoryId: string | null): KitchenItem => ({
  id,
  name: id,
  quantity: 1,
  options: [],
  parts: [],
  categoryId,
  readyAt: null,
});
const order = (id: string, acceptedAt: string, items: KitchenItem[]): KitchenOrder => ({
  id,
  number: id,
  externalDisplayId: null,
  fulfilment: 'delivery',
  scheduledFor: null,
  customerName: 'Cliente',
  notes: null,
  acceptedAt,
  items,
});
const board = (orders: KitchenOrder[]): KitchenBoard => ({ orders, stations: [], amberMinutes: 10, redMinutes: 20 });

describe('the timer', () => {
  it('counts whole minutes since acceptance, never below zero', () => {
    const at = '2026-11-27T12:00:00.000Z';
    expect(elapsedMinutes(at, Date.parse('2026-11-27T12:09:59Z'))).toBe(9);
    expect(elapsedMinutes(at, Date.parse('2026-11-27T11:59:00Z'))).toBe(0);
    expect(elapsedLabel(9)).toBe('9 min');
    expect(elapsedLabel(65)).toBe('1 h 05 min');
  });

  it('turns amber and red at the owner’s minutes', () => {
    const b = board([]);
    expect([9, 10, 19, 20, 90].map((m) => timerTone(m, b))).toEqual(['normal', 'amber', 'amber', 'red', 'red']);
  });
});

describe('a station’s view', () => {
  const orders = [
    order('a', '2026-11-27T12:00:00.000Z', [item('kibe', 'pratos'), item('suco', 'bebidas')]),
    order('b', '2026-11-27T12:05:00.000Z', [item('esfiha', 'esfihas'), item('apagado', null)]),
  ];
  it('keeps its categories’ items and the orders that have some', () => {
    const bar = { id: 'bar', name: 'Bar', categoryIds: ['bebidas'] };
    expect(ordersFor(orders, bar)).toEqual([{ ...orders[0], items: [orders[0]!.items[1]] }]);
    expect(ordersFor(orders, null)).toBe(orders);
  });

  it('marks an item, takes an order out and puts it back in its place', () => {
    const b = board(orders);
    expect(withItemReady(b, 'suco', 'x').orders[0]!.items[1]!.readyAt).toBe('x');
    const without = withoutOrder(b, 'a');
    expect(without.orders.map((o) => o.id)).toEqual(['b']);
    expect(withOrder(without, orders[0]!).orders.map((o) => o.id)).toEqual(['a', 'b']);
  });
});
