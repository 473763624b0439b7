import { formatBRL } from './money';
import type { PaymentMethod } from './order-status';

// The cash register ('Caixa', docs/product.md#caixa): what a close adds up, the same on the
// server (which decides) and on the screens (which only draw it).

export const CASH_MOVEMENT_KINDS = ['withdrawal', 'deposit'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];
export const CASH_MOVEMENT_LABELS: Record<CashMovementKind, string> = {
  withdrawal: 'Sangria',
  deposit: 'Suprimento',
};

/** The order in which every register screen and report lists the payment methods. */
export const REGISTER_METHODS = ['cash', 'credit_card', 'pix', 'stripe'] as const satisfies readonly PaymentMethod[];
export type RegisterMethod = (typeof REGISTER_METHODS)[number];
export const REGISTER_METHOD_LABELS: Record<RegisterMethod, string> = {
  cash: 'Dinheiro',
  credit_card: 'Cartão na entrega/maquininha',
  pix: 'PIX',
  stripe: 'Cartão online',
};

/** What staff count at the close; card online is settled by Stripe, so nobody counts it. */
export const COUNTED_METHODS = ['cash', 'credit_card', 'pix'] as const satisfies readonly RegisterMethod[];
export type CountedMethod = (typeof COUNTED_METHODS)[number];
const isCounted = (m: RegisterMethod): m is CountedMethod => (COUNTED_METHODS as readonly string[]).includes(m);

/** One payment method of a close. `countedCents` and `differenceCents` are null for card online. */
export type RegisterMethodLine = {
  method: RegisterMethod;
  orderCount: number;
  salesCents: number;
  expectedCents: number;
  countedCents: number | null;
  differenceCents: number | null;
};

/** A closed register's figures as they were at the close (stored as its snapshot). */
export type RegisterSummary = {
  floatCents: number;
  depositsCents: number;
  withdrawalsCents: number;
  orderCount: number;
  salesCents: number;
  methods: RegisterMethodLine[];
  /** Counted minus expected over the counted methods: above zero 'Sobra', below 'Falta'. */
  differenceCents: number;
};

export type MethodSales = Record<RegisterMethod, { orderCount: number; salesCents: number }>;

/**
 * Expected per method: the orders' totals; for cash, also the float plus 'Suprimentos' minus
 * 'Sangrias'. Change given to a customer is no movement: they hand over the order's total plus
 * the change, and the change leaves the drawer again, so the drawer gains the total.
 */
export function expectedByMethod(
  sales: MethodSales,
  cash: { floatCents: number; depositsCents: number; withdrawalsCents: number },
): Record<RegisterMethod, number> {
  const out = {} as Record<RegisterMethod, number>;
  for (const m of REGISTER_METHODS) out[m] = sales[m].salesCents;
  out.cash += cash.floatCents + cash.depositsCents - cash.withdrawalsCents;
  return out;
}

/** The close's summary from the figures and what staff counted. */
export function summarise(
  sales: MethodSales,
  cash: { floatCents: number; depositsCents: number; withdrawalsCents: number },
  counted: Record<CountedMethod, number>,
): RegisterSummary {
  const expected = expectedByMethod(sales, cash);
  const methods = REGISTER_METHODS.map((method): RegisterMethodLine => {
    const countedCents = isCounted(method) ? counted[method] : null;
    return {
      method,
      orderCount: sales[method].orderCount,
      salesCents: sales[method].salesCents,
      expectedCents: expected[method],
      countedCents,
      differenceCents: countedCents === null ? null : countedCents - expected[method],
    };
  });
  return {
    ...cash,
    orderCount: methods.reduce((s, l) => s + l.orderCount, 0),
    salesCents: methods.reduce((s, l) => s + l.salesCents, 0),
    methods,
    differenceCents: methods.reduce((s, l) => s + (l.differenceCents ?? 0), 0),
  };
}

/** What a difference is called: more counted than expected 'Sobra', less 'Falta'. */
export function differenceWord(cents: number): 'Sobra' | 'Falta' | 'Diferença' {
  return cents > 0 ? 'Sobra' : cents < 0 ? 'Falta' : 'Diferença';
}

/** 'Sobra R$ 2,00', 'Falta R$ 5,00' or 'Sem diferença'. */
export function differenceLabel(cents: number): string {
  if (cents === 0) return 'Sem diferença';
  return `${differenceWord(cents)} ${formatBRL(Math.abs(cents))}`;
}
