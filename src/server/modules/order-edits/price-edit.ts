import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { coupons, type orderItems } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import type { FeePreview } from '@shared/contract/geo';
import type { OrderEditQuote } from '@shared/contract/order-edits';
import { couponDiscountCents } from '@shared/coupons';
import { formatBRL } from '@shared/money';
import { MAX_CART_LINES } from '@shared/pricing';
import type { Address } from '@shared/schemas/address';
import type { OrderEditQuoteRequest } from '@shared/schemas/order-edit';
import { priceDelivery } from '../orders/order-pricing';
import type { PlaceOrderDeps } from '../orders/order-request';
import { readBeforeOrder } from '../orders/pre-order-read';
import { priceLines, type PricedOrderLine } from '../orders/price-lines';
import { lineChanges, orderChanges, sameAddress } from './edit-changes';
import { editBasis, type EditableOrder } from './editable-order';

// Pricing an order as staff changed it (docs/product.md#editing-an-order): the lines it keeps at
// the price they were sold at, the lines added at today's menu, the fee of a new address, the
// coupon or staff discount again, and what the payment allows.

export type EditDeps = Pick<PlaceOrderDeps, 'db' | 'now' | 'geocoder' | 'logger' | 'pix'> & {
  /** Whether card payments can be refunded through Stripe here. */
  stripeOn: boolean;
};

type ItemRow = typeof orderItems.$inferSelect;

export type PricedEdit = Omit<OrderEditQuote, 'delivery'> & {
  delivery: FeePreview | null;
  /** Each line the order had, with its new quantity (0: taken out). */
  kept: { item: ItemRow; quantity: number }[];
  added: PricedOrderLine[];
  address: Address | null;
  /** The new address's distance; the order's own while the address stays. */
  distanceKm: number | null;
  changeForCents: number | null;
  /** What the edit was priced from (editable-order.ts). */
  basis: string;
};

export const ORDER_CHANGED_MESSAGE = 'O pedido mudou enquanto você editava. Abra de novo e confira.';
const PAID_ONLINE = ['stripe', 'pix'];

/** The order as it would be after the change, or the change's refusal as a pt-BR 4xx. */
export async function priceEdit(
  deps: EditDeps,
  current: EditableOrder,
  body: OrderEditQuoteRequest,
): Promise<PricedEdit> {
  const { order } = current;
  const kept = keptLines(current, body);
  const from = await readBeforeOrder(deps.db, { key: '', items: body.add, userId: null, email: '' });
  const added = body.add.length ? priceLines(from.menu, body.add, deps.now(), from.store.partsPricing).lines : [];
  const lineCount = kept.filter((k) => k.quantity > 0).length + added.length;
  if (lineCount === 0)
    throw new AppError(
      400,
      'O pedido precisa de ao menos um item. Para desistir dele, cancele o pedido.',
      'empty_order',
    );
  if (lineCount > MAX_CART_LINES) throw new AppError(400, 'Itens demais no pedido', 'too_many_lines');
  const subtotalCents =
    kept.reduce((sum, k) => sum + k.item.unitPriceCents * k.quantity, 0) +
    added.reduce((sum, l) => sum + l.totalPriceCents, 0);
  const fee = await feeOf(deps, current, body, from, subtotalCents);
  const discountCents = await discountOf(deps.db, order, subtotalCents, fee.deliveryFeeCents);
  // The balance it used stays as it was: the items may not come to less (docs/product.md#cashback).
  if (subtotalCents - discountCents < order.cashbackCents)
    throw new AppError(
      409,
      `Este pedido usou ${formatBRL(order.cashbackCents)} de saldo de cashback: os itens não podem ficar abaixo disso.`,
      'cashback_used',
    );
  const totalCents = subtotalCents + fee.deliveryFeeCents - discountCents - order.cashbackCents;
  const pay = paymentOf(deps, current, body, totalCents, from.store.pixKey);
  const changes = [
    ...lineChanges([
      ...kept.map((k) => ({ name: k.item.name, delta: k.quantity - k.item.quantity })),
      ...added.map((l) => ({ name: l.name, delta: l.quantity })),
    ]),
    ...orderChanges(
      {
        fulfilment: order.fulfilment,
        address: order.address,
        paymentMethod: order.paymentMethod,
        changeForCents: order.changeForCents,
        notes: order.notes ?? '',
      },
      { ...body, address: fee.address, changeForCents: pay.changeForCents },
    ),
  ];
  return {
    kept,
    added,
    lines: [
      ...kept.filter((k) => k.quantity > 0).map(({ item, quantity }) => keptView(item, quantity)),
      ...added.map((l) => ({ ...l, itemId: null })),
    ],
    subtotalCents,
    ...fee,
    discountCents,
    cashbackCents: order.cashbackCents,
    totalCents,
    previousTotalCents: order.totalCents,
    changes,
    ...pay,
    basis: editBasis(current),
  };
}

/** Every line the order has, once each, with its new quantity: a line staff did not see means someone else changed it. */
function keptLines({ items }: EditableOrder, body: OrderEditQuoteRequest) {
  const wanted = new Map(body.items.map((i) => [i.itemId, i.quantity]));
  if (wanted.size !== body.items.length || wanted.size !== items.length || items.some((i) => !wanted.has(i.id)))
    throw new AppError(409, ORDER_CHANGED_MESSAGE, 'order_changed');
  return items.map((item) => ({ item, quantity: wanted.get(item.id)! }));
}

function keptView(item: ItemRow, quantity: number) {
  return {
    itemId: item.id,
    productId: item.productId,
    name: item.name,
    quantity,
    selectedOptions: item.selectedOptions,
    parts: item.parts,
    unitPriceCents: item.unitPriceCents,
    totalPriceCents: item.unitPriceCents * quantity,
  };
}

/**
 * The fee: none unless delivered; the one charged while it goes to the same address; a new
 * address (or a pickup turned delivery) priced like the site prices it.
 */
async function feeOf(
  deps: EditDeps,
  { order }: EditableOrder,
  body: OrderEditQuoteRequest,
  from: Awaited<ReturnType<typeof readBeforeOrder>>,
  subtotalCents: number,
) {
  if (body.fulfilment !== 'delivery' || !body.address)
    return { address: null, delivery: null, deliveryFeeCents: 0, distanceKm: null };
  if (order.fulfilment === 'delivery' && sameAddress(order.address, body.address))
    return {
      address: body.address,
      delivery: null,
      deliveryFeeCents: order.deliveryFeeCents,
      distanceKm: order.distanceKm,
    };
  const priced = await priceDelivery(deps, from, body.address, subtotalCents);
  return { ...priced, distanceKm: priced.delivery.distanceKm ?? null };
}

/**
 * The coupon's discount again on the new subtotal (its terms as they are now); a staff discount,
 * or a coupon since deleted, keeps its amount, never more than the order now costs.
 */
async function discountOf(db: Db, order: EditableOrder['order'], subtotalCents: number, feeCents: number) {
  if (!order.discountCents && !order.couponId) return 0;
  const [coupon] = order.couponId ? await db.select().from(coupons).where(eq(coupons.id, order.couponId)) : [];
  if (coupon) return couponDiscountCents(coupon, subtotalCents, feeCents);
  return Math.min(order.discountCents, order.couponCode ? subtotalCents + feeCents : subtotalCents);
}

/** The payment the change keeps or picks, and what a paid total allows. */
function paymentOf(
  deps: EditDeps,
  { order }: EditableOrder,
  body: OrderEditQuoteRequest,
  totalCents: number,
  pixKey: string,
) {
  const paid = order.paymentStatus === 'paid';
  const paidOnline = paid && PAID_ONLINE.includes(order.paymentMethod);
  const method = body.paymentMethod;
  if (method !== order.paymentMethod) {
    if (paidOnline)
      throw new AppError(409, 'Este pedido já foi pago online: a forma de pagamento não muda.', 'paid_online');
    if (method === 'stripe')
      throw new AppError(
        400,
        'Cartão online só é pago pelo cliente no site. Escolha dinheiro, cartão ou PIX.',
        'stripe_staff',
      );
    if (method === 'pix' && !pixKey && !deps.pix)
      throw new AppError(
        400,
        'PIX não está disponível nesta loja. Escolha outra forma de pagamento.',
        'pix_unavailable',
      );
  }
  if (paid && totalCents > order.totalCents)
    throw new AppError(
      409,
      `Este pedido já foi pago (${formatBRL(order.totalCents)}): o novo total de ${formatBRL(totalCents)} precisaria de um novo pagamento. Faça um pedido novo com o que foi acrescentado.`,
      'paid_total_up',
    );
  const changeForCents = method === 'cash' ? (body.changeForCents ?? null) : null;
  if (changeForCents !== null && changeForCents < totalCents)
    throw new AppError(
      400,
      `O troco deve ser para um valor igual ou maior que o total (${formatBRL(totalCents)}).`,
      'change_too_low',
    );
  const refundableCents = paid ? Math.max(0, order.totalCents - totalCents) : 0;
  const refundsByCard = order.paymentMethod === 'stripe' && deps.stripeOn && order.paymentIntentId !== null;
  return { paidOnline, refundableCents, refundsByCard, changeForCents };
}
