import { AppError } from '@server/http/errors';
import { discountOnItems } from '@shared/cashback';
import type { FeePreview } from '@shared/contract/geo';
import { couponDiscountCents } from '@shared/coupons';
import { applyFreeDelivery } from '@shared/delivery';
import { formatBRL } from '@shared/money';
import type { Address } from '@shared/schemas/address';
import { staffDiscountCents, staffDiscountRefusal } from '@shared/staff-discount';
import {
  CouponRefusal,
  couponCustomer,
  couponRefusal,
  readCoupon,
  type CouponCustomer,
  type CouponRead,
  type OrderFacts,
} from '../coupons/rules';
import { quoteDelivery } from '../geo/delivery-quote';
import type { OrderRequest, PlaceOrderDeps, PricedFrom, StaffTaking } from './order-request';
import { priceLines, type PricedOrderLine } from './price-lines';
import {
  assertPickupOffered,
  cashbackBalance,
  QuoteChangedError,
  quoteCashback,
  quoteFrom,
  type CashbackAsked,
} from './quote';

// Pricing an order on the server (docs/product.md#pricing): its lines, its fee and its coupon from
// the rows it is priced from, never from what the browser says they cost.

type PricingDeps = Pick<PlaceOrderDeps, 'db' | 'now' | 'geocoder' | 'logger'>;

/** A coupon that applies, with what its use is checked against again when it is taken. */
type AppliedCoupon = { read: CouponRead; customer: CouponCustomer; facts: OrderFacts };

export type PricedOrder = {
  lines: PricedOrderLine[];
  subtotalCents: number;
  /** Where it is delivered; null for pickup. */
  address: Address | null;
  /** The fee's quote for that address; null for pickup. */
  delivery: FeePreview | null;
  deliveryFeeCents: number;
  coupon: AppliedCoupon | null;
  discountCents: number;
  /** What it takes from the customer's cashback balance (docs/product.md#cashback). */
  cashbackCents: number;
  totalCents: number;
};

/**
 * The order's lines, fee, coupon and total, each refusal as a pt-BR 4xx in this order: a line
 * that cannot be sold, the minimum, the fulfilment and the address, the coupon, then a total other
 * than the one the customer confirmed.
 */
export async function priceOrder(deps: PricingDeps, request: OrderRequest, from: PricedFrom): Promise<PricedOrder> {
  const { input } = request;
  const { store } = from;
  const { lines, subtotalCents } = priceLines(from.menu, input.items, deps.now(), store.partsPricing);
  // Staff decide at the counter: the site's minimum is the customer's rule (docs/product.md#phone-and-counter-orders).
  if (!request.staff && subtotalCents < store.minOrderCents) {
    throw new AppError(
      400,
      `O pedido mínimo é de ${formatBRL(store.minOrderCents)}. Adicione mais itens para continuar.`,
      'below_minimum',
    );
  }
  const { address, delivery, deliveryFeeCents } = await deliveryOf(deps, request, from, subtotalCents);
  // Staff give a discount with a reason instead of a coupon.
  const coupon = request.staff ? null : await couponOf(deps, request, subtotalCents);
  const discountCents = request.staff
    ? staffDiscountOf(request.staff, subtotalCents)
    : coupon
      ? couponDiscountCents(coupon.read, subtotalCents, deliveryFeeCents)
      : 0;
  const cashback = await cashbackOf(deps, request, from);
  const itemsDiscount = discountOnItems(discountCents, coupon?.read.kind ?? null);
  const cashbackCents = quoteCashback(cashback, { subtotalCents, discountCents: itemsDiscount })?.appliedCents ?? 0;
  const totalCents = subtotalCents + deliveryFeeCents - discountCents - cashbackCents;
  assertTotalConfirmed(deps, request, from, { delivery, coupon, totalCents }, cashback);
  return {
    lines,
    subtotalCents,
    address,
    delivery,
    deliveryFeeCents,
    coupon,
    discountCents,
    cashbackCents,
    totalCents,
  };
}

/** The addresses an order is refused at, with the refusal's code (a failed map lookup is taken, flagged: decision 006). */
const UNDELIVERED: Partial<Record<FeePreview['status'], string>> = {
  out_of_area: 'out_of_area',
  // 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): an unknown or unserved bairro is refused.
  not_served: 'neighbourhood_not_served',
  not_found: 'address_not_found',
};

/**
 * Pickup (docs/product.md#pickup) and eating at the counter: no address, no map, no fee (staff may
 * take a pickup the site does not offer). Delivery: the address's fee, free past the threshold.
 */
async function deliveryOf(deps: PricingDeps, request: OrderRequest, from: PricedFrom, subtotalCents: number) {
  const { store } = from;
  const { form } = request.input;
  if (form.fulfilment !== 'delivery') {
    if (!request.staff) assertPickupOffered(store);
    return { address: null, delivery: null, deliveryFeeCents: 0 };
  }
  const { street, number, neighborhood, city, state, zipCode } = form;
  return priceDelivery(deps, from, { street, number, neighborhood, city, state, zipCode }, subtotalCents);
}

/**
 * The fee to deliver to an address, free past the store's threshold; an address the store does
 * not deliver to is refused (422). Also what an edited order's new address costs.
 */
export async function priceDelivery(
  deps: Pick<PricingDeps, 'geocoder' | 'logger'>,
  from: Pick<PricedFrom, 'store' | 'neighbourhoods'>,
  address: Address,
  subtotalCents: number,
) {
  const { store } = from;
  const delivery = await quoteDelivery(store, from.neighbourhoods, address, deps.geocoder, deps.logger);
  const refused = UNDELIVERED[delivery.status];
  if (refused) throw new AppError(422, delivery.message!, refused);
  const deliveryFeeCents = applyFreeDelivery(delivery.feeCents, subtotalCents, store.freeDeliveryThresholdCents);
  return { address, delivery, deliveryFeeCents };
}

/**
 * 'Cupom de desconto' (docs/product.md#coupons): checked here from the database, never the
 * client's discount; its use is taken in the order's transaction (order-write.ts).
 */
async function couponOf(deps: PricingDeps, request: OrderRequest, subtotalCents: number) {
  const { input, user, email } = request;
  const couponCode = input.couponCode || null;
  const customer = couponCustomer(user?.id ?? null, email, input.form.phone);
  const read = couponCode ? await readCoupon(deps.db, couponCode, customer) : null;
  const facts = { now: deps.now(), subtotalCents, fulfilment: input.form.fulfilment, signedIn: user !== null };
  if (couponCode) {
    const refusal = couponRefusal(read, facts);
    if (refusal) throw new CouponRefusal(refusal.reason, refusal.message);
  }
  return read ? { read, customer, facts } : null;
}

/**
 * The customer's balance when they asked to use it (docs/product.md#cashback); staff's orders
 * have no customer account and use none. Taken in the order's transaction (order-write.ts).
 */
async function cashbackOf(deps: PricingDeps, request: OrderRequest, from: PricedFrom): Promise<CashbackAsked> {
  const use = !request.staff && request.input.useCashback === true;
  const userId = use ? (request.user?.id ?? null) : null;
  return { terms: from.cashback, balanceCents: await cashbackBalance(deps, from.cashback, userId), use };
}

/**
 * A staff discount (docs/product.md#phone-and-counter-orders): at most the subtotal. Who may give
 * one is the route's question (counter-orders/discount-gate.ts).
 */
function staffDiscountOf(staff: StaffTaking, subtotalCents: number): number {
  const cents = staffDiscountCents(staff.discount, subtotalCents);
  const refusal = staffDiscountRefusal(cents, subtotalCents);
  if (refusal) throw new AppError(400, refusal, 'discount_too_high');
  return cents;
}

/** The customer confirmed a total (docs/product.md#pricing): a different one is never charged silently. */
function assertTotalConfirmed(
  deps: PricingDeps,
  request: OrderRequest,
  from: PricedFrom,
  priced: Pick<PricedOrder, 'delivery' | 'coupon' | 'totalCents'>,
  cashback: CashbackAsked,
) {
  const { input, user } = request;
  if (input.quotedTotalCents === undefined || input.quotedTotalCents === priced.totalCents) return;
  if (request.staff)
    throw new AppError(
      409,
      `O total do pedido mudou para ${formatBRL(priced.totalCents)}. Confira o resumo e confirme de novo.`,
      'quote_changed',
    );
  const couponCode = input.couponCode || null;
  throw new QuoteChangedError(
    quoteFrom(
      from.store,
      from.menu,
      input.items,
      priced.delivery,
      deps.now(),
      input.form.fulfilment,
      couponCode ? { code: couponCode, read: priced.coupon?.read ?? null, signedIn: user !== null } : null,
      cashback,
    ),
  );
}
