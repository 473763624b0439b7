import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  const lines = [
    { orderId: 'b', name: 'Esfiha' },
    { orderId: 'a', name: 'Kafta' },
    { orderId: 'b', name: 'Suco' },
  ];

  it('keeps each group in the order its items came, groups in the order first seen', () => {
    const byOrder = groupBy(lines, (l) => l.orderId);
    expect([...byOrder.keys()]).toEqual(['b', 'a']);
    expect(byOrder.get('b')).toEqual([lines[0], lines[2]]);
    expect(byOrder.get('a')).toEqual([lines[1]]);
  });

  it('stores what valueOf makes of each item', () => {
    const names = groupBy(
      lines,
      (l) => l.orderId,
      (l) => l.name,
    );
    expect(Object.fromEntries(names)).toEqual({ b: ['Esfiha', 'Suco'], a: ['Kafta'] });
  });

  it('is empty for no items', () => {
    expect(groupBy([], String).size).toBe(0);
  });
});
