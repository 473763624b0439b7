import { formatBRL } from './money';

// 'Cashback' (docs/product.md#cashback): what an order earns, what one may use, and a
// customer's balance read from their entries. The checkout, the server's pricing and the
// customer's 'Seu saldo' all use these.

/** The owner's terms. `percentBp` is in hundredths of a percent (250 = 2,5 %). */
export type CashbackTerms = {
  enabled: boolean;
  percentBp: number;
  /** What the items must come to, after discounts, for an order to earn. */
  minOrderCents: number;
  /** How long a credit lasts once earned. */
  validDays: number;
  /** The most one order may use; null: no limit. */
  maxUseCents: number | null;
};

export const CASHBACK_OFF: CashbackTerms = {
  enabled: false,
  percentBp: 500,
  minOrderCents: 0,
  validDays: 90,
  maxUseCents: null,
};

/**
 * What a discount took off the items: a free-delivery coupon's discount is the fee, so none;
 * cashback is counted on the items (docs/product.md#cashback).
 */
export const discountOnItems = (discountCents: number, couponKind: string | null) =>
  couponKind === 'free_delivery' ? 0 : discountCents;

/** What cashback is counted on: the items after the coupon or staff discount and the balance used; never the fee. */
export function cashbackBase(order: { subtotalCents: number; discountCents: number; cashbackCents: number }) {
  return Math.max(0, order.subtotalCents - order.discountCents - order.cashbackCents);
}

/** What an order with that base earns once delivered and paid: 0 below the minimum or with the program off. */
export function cashbackEarnCents(terms: CashbackTerms, baseCents: number): number {
  if (!terms.enabled || baseCents <= 0 || baseCents < terms.minOrderCents) return 0;
  return Math.round((baseCents * terms.percentBp) / 10_000);
}

/**
 * What an order may take from the balance: the balance, at most the owner's cap and at most the
 * items after the discount (the delivery fee is paid in money).
 */
export function cashbackUsableCents(
  terms: CashbackTerms,
  balanceCents: number,
  order: { subtotalCents: number; discountCents: number },
): number {
  if (!terms.enabled) return 0;
  const cap = terms.maxUseCents ?? Number.POSITIVE_INFINITY;
  return Math.max(0, Math.min(balanceCents, cap, order.subtotalCents - order.discountCents));
}

/** '2,5%', '5%': a percentage in hundredths as the owner typed it. */
export function formatPercentBp(bp: number): string {
  return `${(bp / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}

/** The order's line for the balance used, under the subtotal: 'Saldo de cashback' '−R$ 4,50'. */
export function cashbackLine(order: { cashbackCents: number }) {
  if (order.cashbackCents <= 0) return null;
  return { label: 'Saldo de cashback', value: `−${formatBRL(order.cashbackCents)}` };
}

export const CASHBACK_ENTRY_KINDS = ['earn', 'spend', 'return', 'reverse'] as const;
export type CashbackEntryKind = (typeof CASHBACK_ENTRY_KINDS)[number];

/**
 * One row of a customer's ledger, as stored: an order earned (with its expiry), used the balance,
 * got back what it used (cancelled), or lost what it earned (cancelled or refunded). Each kind
 * happens at most once per order.
 */
export type CashbackEntry = {
  kind: CashbackEntryKind;
  orderId: string;
  amountCents: number;
  at: Date;
  expiresAt: Date | null;
};

/** A line of 'Seu saldo''s history; `expire` is worked out from the credits' dates, never stored. */
export type CashbackMove = {
  kind: CashbackEntryKind | 'expire';
  orderId: string;
  amountCents: number;
  at: Date;
};

export type CashbackAccount = {
  balanceCents: number;
  /** The credit that expires first, with what is left of it; null with nothing to expire. */
  nextExpiry: { amountCents: number; at: Date } | null;
  /** Newest first. */
  moves: CashbackMove[];
};

type RecordMove = (kind: CashbackMove['kind'], orderId: string, amountCents: number, at: Date) => void;

/** A credit as the fold goes: what is left, and what its reversal could not take back yet. */
type Credit = { orderId: string; expiresAt: Date; remaining: number; owed: number };

/**
 * A customer's balance from their entries at `now`. Using the balance takes from the credits
 * that expire first; a cancelled order's use goes back to the credits it came from (keeping
 * their dates, so spending never extends a credit; a credit already expired takes nothing back);
 * a reversed credit loses what is left of it, and what another order had used of it is owed:
 * should that use come back (its order cancelled too), it pays the debt first. A credit's rest
 * expires at its date.
 */
export function cashbackAccount(entries: readonly CashbackEntry[], now: Date): CashbackAccount {
  const credits = new Map<string, Credit>();
  const drawn = new Map<string, { credit: Credit; cents: number }[]>();
  const moves: CashbackMove[] = [];
  const move: RecordMove = (kind, orderId, amountCents, at) => void moves.push({ kind, orderId, amountCents, at });
  const expireUntil = (t: Date) => {
    const due = [...credits.values()].filter((c) => c.remaining > 0 && c.expiresAt <= t);
    for (const c of due.sort(byExpiry)) {
      move('expire', c.orderId, c.remaining, c.expiresAt);
      c.remaining = 0;
    }
  };
  // Same instant: the entry written first first (the rows come ordered by id).
  const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of sorted) {
    expireUntil(e.at);
    if (e.kind === 'earn') {
      credits.set(e.orderId, { orderId: e.orderId, expiresAt: e.expiresAt ?? e.at, remaining: e.amountCents, owed: 0 });
      move('earn', e.orderId, e.amountCents, e.at);
    } else if (e.kind === 'spend') {
      drawn.set(e.orderId, draw([...credits.values()], e.amountCents));
      move('spend', e.orderId, e.amountCents, e.at);
    } else if (e.kind === 'return') {
      move('return', e.orderId, e.amountCents, e.at);
      for (const d of drawn.get(e.orderId) ?? []) giveBack(d.credit, d.cents, e.at, move);
    } else {
      const credit = credits.get(e.orderId);
      const taken = credit ? Math.min(credit.remaining, e.amountCents) : 0;
      if (credit) {
        credit.remaining -= taken;
        credit.owed = e.amountCents - taken;
      }
      // What the customer sees leave: what was left to take.
      if (taken > 0) move('reverse', e.orderId, taken, e.at);
    }
  }
  expireUntil(now);
  const live = [...credits.values()].filter((c) => c.remaining > 0).sort(byExpiry);
  const first = live[0];
  return {
    balanceCents: live.reduce((sum, c) => sum + c.remaining, 0),
    nextExpiry: first ? { amountCents: first.remaining, at: first.expiresAt } : null,
    moves: moves.reverse(),
  };
}

/** A use given back to its credit: the credit's debt first; past its date, it expires at once. */
function giveBack(credit: Credit, cents: number, at: Date, move: RecordMove) {
  const paid = Math.min(credit.owed, cents);
  credit.owed -= paid;
  const back = cents - paid;
  if (back <= 0) return;
  if (credit.expiresAt <= at) move('expire', credit.orderId, back, at);
  else credit.remaining += back;
}

const byExpiry = (a: Credit, b: Credit) => a.expiresAt.getTime() - b.expiresAt.getTime();

/** Takes `cents` from the live credits, those that expire first first; what each gave. */
function draw(credits: Credit[], cents: number) {
  const taken: { credit: Credit; cents: number }[] = [];
  let left = cents;
  for (const credit of credits.filter((c) => c.remaining > 0).sort(byExpiry)) {
    if (left <= 0) break;
    const take = Math.min(left, credit.remaining);
    credit.remaining -= take;
    left -= take;
    taken.push({ credit, cents: take });
  }
  return taken;
}

/** How each move reads in 'Seu saldo'. */
export const CASHBACK_MOVE_LABELS: Record<CashbackMove['kind'], string> = {
  earn: 'Ganho no pedido',
  spend: 'Usado no pedido',
  return: 'Devolvido do pedido cancelado',
  reverse: 'Estornado: pedido cancelado',
  expire: 'Expirou',
};

/** Whether a move adds to the balance. */
export const cashbackMoveAdds = (kind: CashbackMove['kind']) => kind === 'earn' || kind === 'return';
