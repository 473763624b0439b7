import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { centsToReaisInput } from '@shared/money';
import type { StaffOrder } from '@shared/schemas/staff-order';
import { changeForCents } from '../orders/order-checks';
import { priceOrder, type PricedOrder } from '../orders/order-pricing';
import type { OrderInput, OrderRequest, PlaceOrderDeps, PricedFrom } from '../orders/order-request';
import { orderRow, writeOrReplay } from '../orders/order-write';
import { PRICES_CHANGED_MESSAGE } from '../orders/place-order';
import { readBeforeOrder } from '../orders/pre-order-read';

// An order staff take on the phone or at the counter (docs/product.md#phone-and-counter-orders),
// through the steps of placing an online order (orders/place-order.ts): the same read, the same
// pricing, the same one-statement write with its event (the live board, the kitchen's printers).
// Skipped, as they do not apply: the opening hours (staff are at the store and decide), the
// online charge (staff take cash, the card machine or PIX to the store's key), the coupon (a
// discount with a reason instead), the customer's account and emails (there is no email).

export type StaffOrderDeps = Pick<
  PlaceOrderDeps,
  'db' | 'now' | 'geocoder' | 'logger' | 'pix' | 'stripe' | 'claimSecret' | 'paymentExpiryMs'
>;

/** No charge is made before a staff order is written. */
const NO_CHARGE = { paymentIntent: null, pixCharge: null };

/** The staff order as the steps of placing one read it: a checkout form with no email. */
function requestOf(body: StaffOrder, staffId: string, headers: Headers): OrderRequest {
  const address = body.fulfilment === 'delivery' ? body.address : null;
  const input: OrderInput = {
    form: {
      name: body.customer.name,
      // No email is asked on the phone: '' (no emails, no account, no coupon history).
      email: '',
      phone: body.customer.phone,
      fulfilment: body.fulfilment,
      street: address?.street ?? '',
      number: address?.number ?? '',
      neighborhood: address?.neighborhood ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zipCode: address?.zipCode ?? '',
      paymentMethod: body.paymentMethod,
      change: body.paymentMethod === 'cash' && body.changeForCents ? centsToReaisInput(body.changeForCents) : '',
      notes: body.notes,
      taxId: body.taxId,
    },
    items: body.items,
    idempotencyKey: body.idempotencyKey,
    scheduledFor: null,
    quotedTotalCents: body.quotedTotalCents,
    couponCode: null,
  };
  const staff = { staffId, channel: body.channel, discount: body.discount ?? null };
  return { input, user: null, email: '', headers, staff };
}

/** What the cart costs as a staff order: read and priced as placing it would (the quote). */
export async function quoteStaffOrder(
  deps: StaffOrderDeps,
  body: Pick<StaffOrder, 'items' | 'fulfilment' | 'address' | 'discount'>,
  staffId: string,
): Promise<PricedOrder> {
  const from = await readFor(deps, body.items, null);
  const quoteBody = {
    ...body,
    customer: { name: '', phone: '' },
    channel: 'phone' as const,
    paymentMethod: 'cash' as const,
    notes: '',
    taxId: '',
    idempotencyKey: '',
  };
  return priceOrder(deps, requestOf(quoteBody, staffId, new Headers()), from);
}

async function readFor(deps: StaffOrderDeps, items: StaffOrder['items'], key: string | null) {
  return readBeforeOrder(deps.db, { key: key ?? '', items, userId: null, email: '' });
}

/**
 * Writes the staff order, accepted ('processing'), with no owner; a repeated idempotency key
 * answers the first order's id when staff took that one too. Returns the order's id.
 */
export async function placeStaffOrder(
  deps: StaffOrderDeps,
  body: StaffOrder,
  staffId: string,
  headers: Headers,
): Promise<string> {
  const request = requestOf(body, staffId, headers);
  const from = await readFor(deps, body.items, body.idempotencyKey);
  if (from.replayOf) return replayOf(deps, body.idempotencyKey);
  const id = await writeStaffOrder(deps, request, from);
  if (!id) throw new AppError(409, PRICES_CHANGED_MESSAGE, 'prices_changed');
  return id;
}

async function writeStaffOrder(deps: StaffOrderDeps, request: OrderRequest, from: PricedFrom) {
  const priced = await priceOrder(deps, request, from);
  const change = changeForCents(request.input.form, priced.totalCents);
  const id = randomUUID();
  const row = orderRow(deps, request, { id, priced, charge: NO_CHARGE, scheduledFor: null, changeForCents: change });
  const order = { row, priced, charge: NO_CHARGE, scheduledFor: null, newGuest: false };
  try {
    const createdAt = await writeOrReplay(deps, request, from, order);
    if (createdAt === null) return null;
    return createdAt instanceof Date ? id : createdAt.order.id;
  } catch (err) {
    // Two clicks at once: the second finds the first's order under the key.
    const again = await findByKey(deps, request.input.idempotencyKey);
    if (again) return again;
    throw err;
  }
}

async function findByKey(deps: StaffOrderDeps, key: string) {
  const [row] = await deps.db
    .select({ id: orders.id, channel: orders.channel })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row && row.channel !== 'site' ? row.id : null;
}

/** A retry of a staff order: the first one's id; a key an online order used is refused. */
async function replayOf(deps: StaffOrderDeps, key: string) {
  const id = await findByKey(deps, key);
  if (!id)
    throw new AppError(409, 'Este pedido já foi enviado. Atualize a página e tente novamente.', 'idempotency_conflict');
  return id;
}
