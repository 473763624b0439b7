import { describe, expect, it } from 'vitest';
import type { CustomerCashback } from '@shared/contract/cashback';
import { expiryText, moveLine, showsCashback } from './cashback-text';

const terms = { enabled: true, percentBp: 500, minOrderCents: 3000, validDays: 90, maxUseCents: null };
const order = '3f2a9c1b-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const none: CustomerCashback = { terms, balanceCents: 0, nextExpiry: null, moves: [] };

describe("the customer's 'Seu saldo'", () => {
  it('shows while the program is on, or while the customer has a balance or a history', () => {
    expect(showsCashback(none)).toBe(true);
    const off = { ...none, terms: { ...terms, enabled: false } };
    expect(showsCashback(off)).toBe(false);
    expect(showsCashback({ ...off, balanceCents: 250 })).toBe(true);
    const spent = { kind: 'spend' as const, orderId: order, amountCents: 250, at: '2026-03-01T15:00:00.000Z' };
    expect(showsCashback({ ...off, moves: [spent] })).toBe(true);
  });

  it("says what expires first, on São Paulo's day", () => {
    // 02:30 UTC on 13/03 is still 12/03 in São Paulo (UTC−3).
    expect(expiryText({ amountCents: 450, at: '2026-03-13T02:30:00.000Z' })).toBe('R$ 4,50 expira em 12/03');
  });

  it('reads each move with its order number and date, what adds with +, what takes with −', () => {
    const at = '2026-03-12T18:00:00.000Z';
    expect(moveLine({ kind: 'earn', orderId: order, amountCents: 250, at })).toEqual({
      label: 'Ganho no pedido',
      order: '#3f2a9c1b',
      date: '12/03/2026',
      amount: '+R$ 2,50',
      adds: true,
    });
    expect(moveLine({ kind: 'return', orderId: order, amountCents: 1000, at }).amount).toBe('+R$ 10,00');
    for (const kind of ['spend', 'reverse', 'expire'] as const)
      expect(moveLine({ kind, orderId: order, amountCents: 1000, at })).toMatchObject({
        amount: '−R$ 10,00',
        adds: false,
      });
    expect(moveLine({ kind: 'expire', orderId: order, amountCents: 1000, at }).label).toBe('Expirou');
  });
});
