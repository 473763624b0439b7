import { describe, expect, it } from 'vitest';
import {
  CASHBACK_OFF,
  cashbackAccount,
  cashbackEarnCents,
  cashbackUsableCents,
  formatPercentBp,
  type CashbackEntry,
} from './cashback';

const day = (d: number) => new Date(Date.UTC(2026, 0, 1 + d, 12));
const earn = (orderId: string, cents: number, at: number, expires: number): CashbackEntry => ({
  kind: 'earn',
  orderId,
  amountCents: cents,
  at: day(at),
  expiresAt: day(expires),
});
const move = (kind: CashbackEntry['kind'], orderId: string, cents: number, at: number): CashbackEntry => ({
  kind,
  orderId,
  amountCents: cents,
  at: day(at),
  expiresAt: null,
});

const terms = { ...CASHBACK_OFF, enabled: true, percentBp: 500, minOrderCents: 3000, maxUseCents: 1000 };

describe('cashback terms', () => {
  it('earns the percentage of the items, rounded to the cent, from the minimum on', () => {
    expect(cashbackEarnCents(terms, 6459)).toBe(323);
    expect(cashbackEarnCents({ ...terms, percentBp: 250 }, 6459)).toBe(161);
    expect(cashbackEarnCents(terms, 2999)).toBe(0);
    expect(cashbackEarnCents(terms, 3000)).toBe(150);
    expect(cashbackEarnCents({ ...terms, enabled: false }, 6459)).toBe(0);
  });

  it('lets an order use the balance up to the cap and never past its items', () => {
    expect(cashbackUsableCents(terms, 450, { subtotalCents: 5000, discountCents: 0 })).toBe(450);
    expect(cashbackUsableCents(terms, 4500, { subtotalCents: 5000, discountCents: 0 })).toBe(1000);
    expect(
      cashbackUsableCents({ ...terms, maxUseCents: null }, 4500, { subtotalCents: 5000, discountCents: 4000 }),
    ).toBe(1000);
    expect(cashbackUsableCents({ ...terms, enabled: false }, 450, { subtotalCents: 5000, discountCents: 0 })).toBe(0);
  });

  it('reads percentages as typed', () => {
    expect(formatPercentBp(500)).toBe('5%');
    expect(formatPercentBp(250)).toBe('2,5%');
  });
});

describe('a customer’s balance', () => {
  it('adds what was earned and takes what was used, from the credit that expires first', () => {
    const account = cashbackAccount(
      [earn('a', 300, 0, 90), earn('b', 500, 10, 40), move('spend', 'c', 600, 20)],
      day(21),
    );
    expect(account.balanceCents).toBe(200);
    // b (day 40) went first: 500 of it, then 100 of a
    expect(account.nextExpiry).toEqual({ amountCents: 200, at: day(90) });
    expect(account.moves.map((m) => m.kind)).toEqual(['spend', 'earn', 'earn']);
  });

  it('expires what is left of a credit on its date, and says so', () => {
    const entries = [earn('a', 300, 0, 90), move('spend', 'b', 100, 5)];
    expect(cashbackAccount(entries, day(89)).balanceCents).toBe(200);
    const after = cashbackAccount(entries, day(90));
    expect(after.balanceCents).toBe(0);
    expect(after.nextExpiry).toBeNull();
    expect(after.moves[0]).toEqual({ kind: 'expire', orderId: 'a', amountCents: 200, at: day(90) });
  });

  it('gives a cancelled order’s use back to the credits it came from, with their dates', () => {
    const entries = [
      earn('a', 300, 0, 30),
      earn('b', 300, 1, 90),
      move('spend', 'c', 400, 2),
      move('return', 'c', 400, 3),
    ];
    const account = cashbackAccount(entries, day(4));
    expect(account.balanceCents).toBe(600);
    expect(cashbackAccount(entries, day(31)).balanceCents).toBe(300);
  });

  it('takes back what is left of a reversed credit, never more', () => {
    const entries = [
      earn('a', 300, 0, 90),
      earn('b', 500, 1, 90),
      move('spend', 'c', 200, 2),
      move('reverse', 'a', 300, 3),
    ];
    // c took 200 of a (same date, a first): 100 of a was left to take back
    expect(cashbackAccount(entries, day(4)).balanceCents).toBe(500);
  });
});

describe('a customer’s balance when orders that share a credit are both cancelled', () => {
  it('keeps a reversed credit’s debt: what another order used of it, given back, pays the debt first', () => {
    const entries = [
      earn('a', 1000, 0, 90),
      move('spend', 'b', 600, 1),
      move('reverse', 'a', 1000, 2),
      move('return', 'b', 600, 3),
    ];
    const account = cashbackAccount(entries, day(4));
    expect(account.balanceCents).toBe(0);
    // the history says what left the balance: the 400 that was left of it
    expect(account.moves.find((m) => m.kind === 'reverse')?.amountCents).toBe(400);
  });

  it('gives back to a credit already past its date nothing to spend, and says it expired then', () => {
    const entries = [earn('a', 300, 0, 10), move('spend', 'b', 300, 1), move('return', 'b', 300, 12)];
    const account = cashbackAccount(entries, day(13));
    expect(account.balanceCents).toBe(0);
    expect(account.moves[0]).toEqual({ kind: 'expire', orderId: 'a', amountCents: 300, at: day(12) });
  });
});
