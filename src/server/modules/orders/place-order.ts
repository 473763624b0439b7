import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { applyFreeDelivery } from '@shared/delivery';
import { formatBRL, parseReaisToCents } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import type { OrderStatus } from '@shared/order-status';
import type { PlaceOrderResult } from '@shared/schemas/checkout';
import type { placeOrderSchema } from '@shared/schemas/checkout';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { orders, pixCharges } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../../http/context';
import type { Logger } from '../../logger';
import { quoteDelivery } from '../geo/delivery-quote';
import type { Geocoder } from '../geo/geocoder';
import type { Mailer } from '../mail/mailer';
import { StripeError, type StripeClient } from '../payments/stripe-client';
import { PixApiError } from '../payments/pix-api/types';
import { chargeDescription, openCharge, pixBrCode, type NewPixCharge, type PixPayments } from '../payments/pix-charges';
import { couponDiscountCents } from '@shared/coupons';
import { CouponRefusal, couponCustomer, couponRefusal, readCoupon, takeCouponUse } from '../coupons/rules';
import { assertStoreOpen } from '../store/schedule-guard';
import { getStoreSettings } from '../store/service';
import { createGuestAccount, linkGuestOrder } from './guest-account';
import { pricesForCart, type PriceListCache } from './price-list';
import { readBeforeOrder, type PreOrderRead } from './pre-order-read';
import { findOrder, orderView, placedOrderView } from './order-view';
import { placedMail } from './placed-mail';
import { claimTokenFor } from './claim-token';
import { priceLines, productIdsParam } from './price-lines';
import { assertPickupOffered, QuoteChangedError, quoteFrom } from './quote';
import type { OrderMailFeed } from './order-mail-feed';
import { claimSlotPlace, offeredSlotStart } from './slot-capacity';
import { writeOrder } from './write-order';

export type PlaceOrderDeps = {
  db: Db;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  geocoder: Geocoder | null;
  stripe: StripeClient | null;
  /** The bank's API Pix (decision 008); null: PIX is the static code. */
  pix: PixPayments | null;
  priceList: PriceListCache;
  mail: Mailer;
  orderMails: OrderMailFeed;
  publicUrl: string;
  /** How long an order paid online waits for its payment (PAYMENT_EXPIRY_MINUTES). */
  paymentExpiryMs: number;
  /** Signs the claim token of an order left without an owner (claim-token.ts). */
  claimSecret: string;
  /**
   * Whether a new guest's account may be made now (the account-creation limit of the caller's
   * network); when not, the order is still written and its email carries a link that makes the
   * account (docs/security.md#request-limits). Asked only for a new guest.
   */
  mayCreateAccount?: () => Promise<boolean>;
};
type Input = z.output<typeof placeOrderSchema>;

export const PAYMENT_FAILED_MESSAGE = 'Erro ao processar pagamento. Tente novamente.';
export const PRICES_CHANGED_MESSAGE =
  'Os preços do cardápio mudaram enquanto você finalizava. Confira o carrinho e tente novamente.';

/** UUIDv7-shaped ids whose order is the cart's order (time, then the line's index). */
function lineId(index: number): string {
  const t = Date.now().toString(16).padStart(12, '0');
  const r = randomUUID().replace(/-/g, '');
  return `${t.slice(0, 8)}-${t.slice(8)}-7${index.toString(16).padStart(3, '0')}-8${r.slice(0, 3)}-${r.slice(3, 15)}`;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Places an order (docs/product.md#pricing): prices, fee and total from the database, every refusal as a
 * pt-BR 4xx, one atomic statement for the order, its items, its first status, its event and
 * the profile's missing fields. A repeated idempotency key returns the first order. Guests with
 * a new email get an account signed in at once (`setCookies`); a known email leaves the order
 * unowned, to be claimed.
 *
 * Round trips are what an order costs (docs/decisions/004). A signed-in customer not paying online has
 * nothing irreversible happen before the write (no payment intent, no new account), so the
 * order is priced from the price list in memory and written in one statement that checks
 * the list against the database. A stale list, or any refusal it leads to, is decided again
 * from a fresh read: the database has the last word.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: Input,
  user: SessionUser | null,
  headers: Headers,
): Promise<PlaceOrderResult & { setCookies: string[] }> {
  // A signed-in customer's order is the account's: its emails go to the account's own address,
  // never to one typed at checkout (docs/security.md#email).
  const email = (user?.email ?? input.form.email).toLowerCase();
  if (user && !chargedBeforeWrite(deps, input)) {
    const placed = await placeFromPriceList(deps, input, user, headers, email).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
    if (placed) return placed;
  }

  const read = await readBeforeOrder(deps.db, {
    key: input.idempotencyKey,
    items: input.items,
    userId: user?.id ?? null,
    email,
  });
  if (read.replayOf) {
    const replay = await replayed(deps, input.idempotencyKey, email, user);
    if (replay) return replay;
  }
  const placed = await priceAndWrite(deps, input, user, headers, email, read);
  if (!placed) throw new AppError(409, PRICES_CHANGED_MESSAGE, 'prices_changed');
  return placed;
}

/** Card online, and PIX charged at the bank: the provider is called before the order is written. */
const chargedBeforeWrite = (deps: PlaceOrderDeps, input: Input) =>
  input.form.paymentMethod === 'stripe' || (input.form.paymentMethod === 'pix' && deps.pix !== null);

async function placeFromPriceList(
  deps: PlaceOrderDeps,
  input: Input,
  user: SessionUser,
  headers: Headers,
  email: string,
) {
  const list = await deps.priceList.get();
  const pricedFrom = {
    store: list.store,
    storeVersion: list.storeVersion,
    neighbourhoods: list.neighbourhoods,
    menu: pricesForCart(list.prices, input.items),
    emailTaken: false,
  };
  const placed = await priceAndWrite(deps, input, user, headers, email, pricedFrom);
  if (!placed) deps.priceList.drop();
  return placed;
}

/** Prices and writes the order from `pricedFrom`; null when the write found it changed. */
async function priceAndWrite(
  deps: PlaceOrderDeps,
  input: Input,
  user: SessionUser | null,
  headers: Headers,
  email: string,
  pricedFrom: Omit<PreOrderRead, 'replayOf'>,
): Promise<(PlaceOrderResult & { setCookies: string[] }) | null> {
  const { db } = deps;
  const { form } = input;
  const { store } = pricedFrom;
  // A scheduled order (docs/product.md#scheduled-orders) may be placed while the store is
  // closed, for one of the slots offered now; any other order only while it is open.
  const scheduledFor = input.scheduledFor ? offeredSlotStart(store, input.scheduledFor, deps.now()) : null;
  if (!scheduledFor) assertStoreOpen(store, deps.now());
  if (form.paymentMethod === 'pix' && !store.pixKey && !deps.pix)
    throw new AppError(400, 'PIX não está disponível nesta loja. Escolha outra forma de pagamento.', 'pix_unavailable');
  if (form.paymentMethod === 'stripe' && !deps.stripe)
    throw new AppError(400, 'Pagamento online indisponível. Escolha outra forma de pagamento.', 'stripe_unavailable');

  const { lines, subtotalCents } = priceLines(pricedFrom.menu, input.items, deps.now(), store.partsPricing);
  if (subtotalCents < store.minOrderCents) {
    throw new AppError(
      400,
      `O pedido mínimo é de ${formatBRL(store.minOrderCents)}. Adicione mais itens para continuar.`,
      'below_minimum',
    );
  }
  // Pickup (docs/product.md#pickup): no address, no map, no fee; offered only when the store says so.
  const pickup = form.fulfilment === 'pickup';
  if (pickup) assertPickupOffered(store);
  const address = pickup
    ? null
    : {
        street: form.street,
        number: form.number,
        neighborhood: form.neighborhood,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
      };
  const quote = address
    ? await quoteDelivery(store, pricedFrom.neighbourhoods, address, deps.geocoder, deps.logger)
    : null;
  if (quote?.status === 'out_of_area') throw new AppError(422, quote.message!, 'out_of_area');
  // 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): an unknown or unserved bairro is refused.
  if (quote?.status === 'not_served') throw new AppError(422, quote.message!, 'neighbourhood_not_served');
  if (quote?.status === 'not_found') throw new AppError(422, quote.message!, 'address_not_found');
  const deliveryFeeCents = quote
    ? applyFreeDelivery(quote.feeCents, subtotalCents, store.freeDeliveryThresholdCents)
    : 0;
  // 'Cupom de desconto' (docs/product.md#coupons): checked here from the database, never the
  // client's discount; its use is taken in the order's transaction below.
  const couponCode = input.couponCode || null;
  const customer = couponCustomer(user?.id ?? null, email, form.phone);
  const coupon = couponCode ? await readCoupon(db, couponCode, customer) : null;
  const orderFacts = { now: deps.now(), subtotalCents, fulfilment: form.fulfilment, signedIn: user !== null };
  if (couponCode) {
    const refusal = couponRefusal(coupon, orderFacts);
    if (refusal) throw new CouponRefusal(refusal.reason, refusal.message);
  }
  const discountCents = coupon ? couponDiscountCents(coupon, subtotalCents, deliveryFeeCents) : 0;
  const totalCents = subtotalCents + deliveryFeeCents - discountCents;
  // The customer confirmed a total (docs/product.md#pricing): a different one is never charged silently.
  if (input.quotedTotalCents !== undefined && input.quotedTotalCents !== totalCents)
    throw new QuoteChangedError(
      quoteFrom(
        store,
        pricedFrom.menu,
        input.items,
        quote,
        deps.now(),
        form.fulfilment,
        couponCode ? { code: couponCode, read: coupon, signedIn: user !== null } : null,
      ),
    );

  let changeForCents: number | null = null;
  if (form.paymentMethod === 'cash' && form.change) {
    changeForCents = parseReaisToCents(form.change);
    if (changeForCents === null) throw new AppError(400, 'Valor de troco inválido', 'invalid_change');
    if (changeForCents < totalCents)
      throw new AppError(
        400,
        `O troco deve ser para um valor igual ou maior que o total (${formatBRL(totalCents)}).`,
        'change_too_low',
      );
  }

  // Card online: the PaymentIntent first, for the server's amount; a failure saves nothing.
  const orderId = randomUUID();
  let paymentIntent: { id: string; clientSecret: string } | null = null;
  if (form.paymentMethod === 'stripe') {
    try {
      paymentIntent = await deps.stripe!.createPaymentIntent({
        amountCents: totalCents,
        orderId,
        customerName: form.name,
        customerEmail: email,
      });
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      deps.logger.warn({ err }, 'payment intent failed');
      throw new AppError(502, PAYMENT_FAILED_MESSAGE, 'payment_failed');
    }
  }

  // PIX with the bank's API: a charge for the server's total before the order is saved
  // (docs/decisions/008); the order waits for the bank to say it was paid.
  let pixCharge: NewPixCharge | null = null;
  if (form.paymentMethod === 'pix' && deps.pix) {
    try {
      pixCharge = await openCharge(
        deps.pix,
        {
          orderId,
          amountCents: totalCents,
          description: chargeDescription(shortOrderId(orderId), store.name),
          now: deps.now(),
        },
        pixBrCode(store),
      );
    } catch (err) {
      if (!(err instanceof PixApiError)) throw err;
      deps.logger.warn({ err }, 'PIX charge failed');
      throw new AppError(502, PAYMENT_FAILED_MESSAGE, 'payment_failed');
    }
  }

  const status: OrderStatus = paymentIntent || pixCharge ? 'awaiting_payment' : 'pending';
  const values = {
    id: orderId,
    // A guest's new account is made, and given the order, only once the order is written.
    userId: user?.id ?? null,
    customerName: form.name,
    customerEmail: email,
    customerPhone: form.phone,
    fulfilment: form.fulfilment,
    address: address && { ...address, customer_name: form.name, customer_email: email, customer_phone: form.phone },
    subtotalCents,
    deliveryFeeCents,
    totalCents,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    discountCents,
    status,
    paymentMethod: form.paymentMethod,
    changeForCents,
    notes: form.notes || null,
    paymentIntentId: paymentIntent?.id ?? null,
    idempotencyKey: input.idempotencyKey,
    distanceKm: quote?.distanceKm ?? null,
    // The map service failed: the fixed fee was charged without knowing the distance.
    distanceUnverified: quote?.status === 'unavailable',
    scheduledFor,
    // Unpaid by then, it is cancelled (payments/payment-expiry.ts); a PIX code is never cut short.
    paymentDueAt:
      status === 'awaiting_payment'
        ? new Date(Math.max(deps.now().getTime() + deps.paymentExpiryMs, pixCharge?.expiresAt.getTime() ?? 0))
        : null,
  };
  // The customer's copy of the order is written from the order's event (order-mail-feed.ts),
  // off the order's path; a guest whose email is new gets it here, once the account exists,
  // with the link to choose a password.
  const newGuest = !user && !pricedFrom.emailTaken;
  let createdAt: Date | null;
  const write = (into: Db) =>
    writeOrder(
      into,
      values,
      lines.map((l, i) => ({ ...l, id: lineId(i) })),
      { productIds: productIdsParam(input.items), pricedFrom: pricedFrom.menu, storeVersion: pricedFrom.storeVersion },
      { phone: form.phone, address },
      newGuest,
    );
  try {
    // A bank charge is saved with its order, and a scheduled order is counted into its slot
    // under the slot's lock, in one transaction (only in these modes: every other order keeps
    // its one-statement write, docs/decisions/004).
    // An order with a coupon takes one of its uses in the same transaction (docs/product.md#coupons).
    const charge = pixCharge;
    const adding = { orders: 1, items: input.items.reduce((n, i) => n + i.quantity, 0) };
    createdAt =
      charge || scheduledFor || coupon
        ? await db
            .transaction(async (tx) => {
              if (scheduledFor) await claimSlotPlace(tx, store, scheduledFor, adding);
              if (coupon)
                await takeCouponUse(tx, coupon.id, {
                  code: coupon.code,
                  customer,
                  order: orderFacts,
                  feeCents: deliveryFeeCents,
                  discountCents,
                });
              const at = await write(tx);
              // Not written (the menu changed): the coupon's use goes back with the rollback.
              if (!at && coupon) throw new NotWritten();
              if (at && charge) await tx.insert(pixCharges).values(charge);
              return at;
            })
            .catch((err: unknown) => {
              if (err instanceof NotWritten) return null;
              throw err;
            })
        : await write(db);
  } catch (err) {
    // The slot filled up meanwhile: nothing was saved, the charge made for it is withdrawn.
    if (err instanceof AppError && pixCharge) await withdrawCharge(deps, pixCharge.txid);
    // Two requests with one key at the same moment: the second finds the first's order.
    if (isUniqueViolation(err)) {
      if (pixCharge) await withdrawCharge(deps, pixCharge.txid);
      const again = await replayed(deps, input.idempotencyKey, email, user);
      if (again) return again;
    }
    // A retry of an order that took the coupon's last use a moment ago: that order is its answer.
    if (err instanceof CouponRefusal) {
      const again = await replayed(deps, input.idempotencyKey, email, user);
      if (again) return again;
    }
    throw err;
  }
  if (!createdAt) {
    // Nothing was saved: the charge made for it is withdrawn (best effort; it expires anyway).
    if (pixCharge) await withdrawCharge(deps, pixCharge.txid);
    return null;
  }

  // Who owns the order: the signed-in user, a new account, or nobody yet (known email).
  let setCookies: string[] = [];
  let next: PlaceOrderResult['next'] = user ? 'orders' : 'claim';
  let guestId: string | null = null;
  if (newGuest && (await (deps.mayCreateAccount?.() ?? true))) {
    const account = await createGuestAccount(deps.auth, db, deps.logger, { name: form.name, email }, headers);
    if (account) {
      await linkGuestOrder(db, orderId, account.userId, { phone: form.phone, address });
      setCookies = account.setCookies;
      next = 'orders';
      guestId = account.userId;
    }
  }
  const order = placedOrderView(
    { ...values, createdAt },
    lines,
    store,
    pixCharge && { code: pixCharge.copiaECola, expiresAt: pixCharge.expiresAt },
  );
  // A new guest's email, with the password link, goes now; an order awaiting its online payment
  // mails nobody until it is paid (the feed writes it then: order-mail-feed.ts).
  if (newGuest && status !== 'awaiting_payment')
    await deps.mail.send(
      await placedMail(db, {
        order,
        address: values.address,
        store,
        publicUrl: deps.publicUrl,
        newGuest: { userId: guestId, email },
        proven: false,
      }),
    );
  else deps.orderMails.kick();
  return {
    order,
    next,
    clientSecret: paymentIntent?.clientSecret ?? null,
    claimToken: next === 'claim' ? claimTokenFor(deps.claimSecret, orderId) : null,
    setCookies,
  };
}

/** Rolls back a transaction whose order was not written, so what it took (a coupon's use) goes back. */
class NotWritten extends Error {}

function withdrawCharge(deps: PlaceOrderDeps, txid: string) {
  return deps
    .pix!.api.removeCharge(txid)
    .then(() => undefined)
    .catch((err: unknown) => deps.logger.warn({ err, txid }, 'PIX charge withdrawal failed'));
}

const ALREADY_SENT_MESSAGE = 'Este pedido já foi enviado. Atualize a página e tente novamente.';

/**
 * The first order of an idempotency key, only for the same customer: an order with an owner
 * only to that owner, an unowned one only to the same email. Anyone else learns nothing of it.
 */
async function replayed(deps: PlaceOrderDeps, key: string, email: string, user: SessionUser | null) {
  const [row] = await deps.db.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (!row) return null;
  const sameCustomer = row.userId ? row.userId === user?.id : row.customerEmail === email;
  if (!sameCustomer) throw new AppError(409, ALREADY_SENT_MESSAGE, 'idempotency_conflict');
  let clientSecret: string | null = null;
  if (row.paymentIntentId && deps.stripe && row.status === 'awaiting_payment') {
    clientSecret = await deps.stripe
      .retrievePaymentIntent(row.paymentIntentId)
      .then((pi) => pi.clientSecret)
      .catch(() => null);
  }
  const order = await findOrder(deps.db, row.id);
  return {
    order: await orderView(deps.db, order!, await getStoreSettings(deps.db)),
    next: (row.userId ? 'orders' : 'claim') as PlaceOrderResult['next'],
    clientSecret,
    claimToken: row.userId ? null : claimTokenFor(deps.claimSecret, row.id),
    setCookies: [] as string[],
  };
}
