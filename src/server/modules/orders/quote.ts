import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { AppError } from '@server/http/errors';
import type { Logger } from '@server/logger';
import {
  CASHBACK_OFF,
  cashbackBase,
  cashbackEarnCents,
  cashbackUsableCents,
  discountOnItems,
  type CashbackTerms,
} from '@shared/cashback';
import type { FeePreview } from '@shared/contract/geo';
import type { OrderQuote, QuoteLine } from '@shared/contract/orders';
import { applyFreeDelivery, deliveryRefused } from '@shared/delivery';
import { formatBRL } from '@shared/money';
import type { Fulfilment } from '@shared/order-status';
import type { OrderLineInput, orderQuoteRequestSchema } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import { readAccount } from '../cashback/ledger';
import { couponCustomer, quoteCoupon, readCoupon, type CouponRead } from '../coupons/rules';
import { quoteDelivery } from '../geo/delivery-quote';
import type { Geocoder } from '../geo/geocoder';
import { linesSubtotalCents, priceEachLine, type MenuPrices, type PricedOrderLine } from './price-lines';
import { pricesForCart, type PriceListCache } from './price-list';

export const PICKUP_UNAVAILABLE_MESSAGE = 'Esta loja não oferece retirada no local. Escolha entrega.';

/** Pickup (docs/product.md#pickup) is offered only when the store says so; quoting and placing both ask. */
export function assertPickupOffered(store: StoreSettings): void {
  if (!store.pickupEnabled) throw new AppError(400, PICKUP_UNAVAILABLE_MESSAGE, 'pickup_unavailable');
}

/**
 * A cart priced as placing it would price it (docs/product.md#pricing), from the same rows with the
 * same code: each line priced or marked unavailable, the fee of the address (free delivery
 * applied as an order applies it), and the total placing the available lines would charge.
 */
export function quoteFrom(
  store: StoreSettings,
  menu: MenuPrices,
  items: OrderLineInput[],
  delivery: FeePreview | null,
  now: Date,
  fulfilment: Fulfilment = 'delivery',
  /** The coupon typed (docs/product.md#coupons), its row with the customer's history, whether they are signed in; null when none. */
  coupon: { code: string; read: CouponRead | null; signedIn: boolean } | null = null,
  /** The terms, the session customer's balance (0 for a guest) and whether to use it (docs/product.md#cashback). */
  cashback: CashbackAsked = NO_CASHBACK,
): OrderQuote {
  const priced: PricedOrderLine[] = [];
  const lines = priceEachLine(menu, items, now, store.partsPricing).map((r, i): QuoteLine => {
    if (!r.ok)
      return {
        available: false,
        productId: items[i]!.productId,
        name: r.name,
        quantity: items[i]!.quantity,
        reason: r.reason,
        message: r.message,
      };
    priced.push(r.line);
    return { available: true, ...r.line };
  });
  const subtotalCents = linesSubtotalCents(priced);
  // Pickup has no fee (docs/product.md#pickup); delivery's is known once the address is, and is
  // none at an address an order would be refused at.
  const deliveryFeeCents =
    fulfilment === 'pickup'
      ? 0
      : delivery && !deliveryRefused(delivery.status)
        ? applyFreeDelivery(delivery.feeCents, subtotalCents, store.freeDeliveryThresholdCents)
        : null;
  const couponAnswer = coupon
    ? quoteCoupon(coupon.code, coupon.read, {
        now,
        subtotalCents,
        fulfilment,
        feeCents: deliveryFeeCents ?? 0,
        signedIn: coupon.signedIn,
      })
    : null;
  const discountCents = couponAnswer?.applied ? couponAnswer.discountCents : 0;
  const itemsDiscount = couponAnswer?.applied ? discountOnItems(discountCents, couponAnswer.kind) : 0;
  const cashbackAnswer = quoteCashback(cashback, { subtotalCents, discountCents: itemsDiscount });
  return {
    lines,
    subtotalCents,
    delivery,
    deliveryFeeCents,
    totalCents: subtotalCents + (deliveryFeeCents ?? 0) - discountCents - (cashbackAnswer?.appliedCents ?? 0),
    minOrderCents: store.minOrderCents,
    coupon: couponAnswer,
    discountCents,
    cashback: cashbackAnswer,
  };
}

/** What a quote and an order are told of cashback: its terms, the customer's balance, and whether to use it. */
export type CashbackAsked = { terms: CashbackTerms; balanceCents: number; use: boolean };
const NO_CASHBACK: CashbackAsked = { terms: CASHBACK_OFF, balanceCents: 0, use: false };

/**
 * The balance this order may use and uses, and what it earns once delivered, counted after what
 * it uses (docs/product.md#cashback); null with the program off.
 */
export function quoteCashback(asked: CashbackAsked, order: { subtotalCents: number; discountCents: number }) {
  if (!asked.terms.enabled) return null;
  const usableCents = cashbackUsableCents(asked.terms, asked.balanceCents, order);
  const appliedCents = asked.use ? usableCents : 0;
  return {
    balanceCents: asked.balanceCents,
    usableCents,
    appliedCents,
    earnCents: cashbackEarnCents(asked.terms, cashbackBase({ ...order, cashbackCents: appliedCents })),
  };
}

type QuoteDeps = { db: Db; priceList: PriceListCache; geocoder: Geocoder | null; logger: Logger; now: () => Date };

/**
 * POST /api/orders/quote: priced from the price list in memory (no database round trip; an
 * admin write drops it), so checkout may ask again whenever the address settles. Placing the
 * order prices again against the database and refuses a total other than the one quoted.
 */
export async function quoteOrder(
  deps: QuoteDeps,
  input: z.output<typeof orderQuoteRequestSchema>,
  user: { id: string; email: string } | null = null,
) {
  const { store, prices, neighbourhoods, cashback } = await deps.priceList.get();
  if (input.fulfilment === 'pickup') assertPickupOffered(store);
  const delivery =
    input.fulfilment === 'delivery' && input.address
      ? await quoteDelivery(store, neighbourhoods, input.address, deps.geocoder, deps.logger)
      : null;
  // A coupon is read with the history of the customer the session proves, never of an email
  // typed here: the quote would tell anyone whether that email has ordered (docs/security.md).
  // A guest's per-customer rules are checked when the order is placed.
  const code = input.couponCode || null;
  const customer = couponCustomer(user?.id ?? null, user?.email ?? null, null);
  const [read, balanceCents] = await Promise.all([
    code ? readCoupon(deps.db, code, customer) : null,
    cashbackBalance(deps, cashback, user?.id ?? null),
  ]);
  const coupon = code ? { code, read, signedIn: user !== null } : null;
  return quoteFrom(
    store,
    pricesForCart(prices, input.items),
    input.items,
    delivery,
    deps.now(),
    input.fulfilment,
    coupon,
    { terms: cashback, balanceCents, use: input.useCashback === true },
  );
}

/** The balance of the session's customer; a guest's, or anyone's with the program off, is 0. */
export async function cashbackBalance(
  deps: { db: Db; now: () => Date },
  terms: CashbackTerms,
  userId: string | null,
): Promise<number> {
  if (!terms.enabled || !userId) return 0;
  return (await readAccount(deps.db, userId, deps.now())).balanceCents;
}

/** The order's total is not the one the customer confirmed: nothing is charged, the new quote goes back. */
export class QuoteChangedError extends AppError {
  constructor(readonly quote: OrderQuote) {
    super(
      409,
      `O total do pedido mudou para ${formatBRL(quote.totalCents)}. Confira o resumo e confirme de novo.`,
      'quote_changed',
    );
  }
}
