import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orderItems, orders, products } from '@server/db/schema';
import { plainText, type ProductFiscal } from '@shared/fiscal';
import { choiceName } from '@shared/option-choices';
import type { PaymentMethod } from '@shared/order-status';
import type { NoteDraft, NoteLine, NotePaymentKind } from './provider';
import type { StoredFiscalSettings } from './settings';

/** SEFAZ's limit on a line's description (xProd). */
const DESCRIPTION_MAX = 120;

type DraftItem = {
  productId: string | null;
  name: string;
  quantity: number;
  totalPriceCents: number;
  selectedOptions: { title: string; name: string; quantity: number }[];
  parts: { name: string }[];
  fiscal: ProductFiscal | null;
};

export type DraftOrder = {
  id: string;
  fulfilment: string;
  paymentMethod: PaymentMethod;
  totalCents: number;
  discountCents: number;
  cashbackCents: number;
  changeForCents: number | null;
  customerTaxId: string | null;
  items: DraftItem[];
};

/** 'Esfiha de carne (1/2 Calabresa, 1/2 Mussarela) + Borda: Catupiry', cut to SEFAZ's length. */
export function lineDescription(item: Pick<DraftItem, 'name' | 'parts' | 'selectedOptions'>): string {
  let text = item.name;
  if (item.parts.length > 1) text += ` (${item.parts.map((p) => `1/${item.parts.length} ${p.name}`).join(', ')})`;
  for (const o of item.selectedOptions) text += ` + ${o.title}: ${choiceName(o)}`;
  const clean = plainText(text).replace(/\s+/g, ' ').trim();
  return clean.length > DESCRIPTION_MAX ? `${clean.slice(0, DESCRIPTION_MAX - 1)}…` : clean;
}

/** Splits `amount` over `weights` by their size, in whole cents, the remainder to the largest. */
export function shareOut(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / sum));
  const rest = amount - shares.reduce((a, b) => a + b, 0);
  const largest = weights.indexOf(Math.max(...weights));
  shares[largest]! += rest;
  return shares;
}

/** How each of our payment methods is told to SEFAZ (tPag), and the words beside it. */
function paymentOf(method: PaymentMethod, pixFromBank: boolean): { kind: NotePaymentKind; label: string } {
  switch (method) {
    case 'cash':
      return { kind: 'cash', label: 'Dinheiro' };
    case 'pix':
      // A charge the bank confirmed is a dynamic PIX; the store's key typed by the customer, a static one.
      return pixFromBank ? { kind: 'pix', label: 'PIX' } : { kind: 'pix_static', label: 'PIX' };
    case 'stripe':
      return { kind: 'credit', label: 'Cartão de crédito' };
    case 'credit_card':
      // The card machine takes credit or debit; which one is not asked.
      return { kind: 'other', label: 'Cartão na maquininha' };
    case 'ifood':
      return { kind: 'other', label: 'Pago no iFood' };
  }
}

/** The São Paulo wall clock with its offset, as SEFAZ wants the issue time (Brazil keeps no summer time). */
export function saoPauloIso(at: Date): string {
  return `${new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 19)}-03:00`;
}

/**
 * The note of an order: each item a line (its own fiscal data or the store's default), the
 * discounts (coupon, cashback, staff's) and the delivery fee shared among the lines by value,
 * and how it was paid. The lines always add up to the order's total.
 */
export function noteDraft(
  order: DraftOrder,
  settings: StoredFiscalSettings,
  opts: { issuedAt: Date; pixFromBank: boolean },
): NoteDraft {
  const base = order.items.map((item) => {
    const fiscal = item.fiscal ?? settings.defaultFiscal;
    // A total that does not divide by the quantity is one line of the whole, never a rounded price.
    const even = item.totalPriceCents % item.quantity === 0;
    const quantity = even ? item.quantity : 1;
    const description = lineDescription(item);
    return {
      code: item.productId ? item.productId.slice(0, 8).toUpperCase() : 'AVULSO',
      description: even ? description : `${item.quantity}x ${description}`.slice(0, DESCRIPTION_MAX),
      ...fiscal,
      quantity,
      unitCents: item.totalPriceCents / quantity,
      grossCents: item.totalPriceCents,
    };
  });
  const grossCents = base.reduce((a, l) => a + l.grossCents, 0);
  let discountCents = order.discountCents + order.cashbackCents;
  let extraCents = order.totalCents - grossCents + discountCents;
  // A discount larger than the goods (free delivery on a small order) comes off the charges.
  if (discountCents > grossCents) {
    extraCents -= discountCents - grossCents;
    discountCents = grossCents;
  }
  if (extraCents < 0) {
    discountCents += extraCents;
    extraCents = 0;
  }
  const weights = base.map((l) => l.grossCents);
  const discounts = shareOut(discountCents, weights);
  const extras = shareOut(extraCents, weights);
  const lines: NoteLine[] = base.map((l, i) => ({ ...l, discountCents: discounts[i]!, extraCents: extras[i]! }));
  const payment = paymentOf(order.paymentMethod, opts.pixFromBank);
  const handed = order.paymentMethod === 'cash' && order.changeForCents ? order.changeForCents : 0;
  const changeCents = handed > order.totalCents ? handed - order.totalCents : 0;
  return {
    reference: order.id,
    issuedAt: saoPauloIso(opts.issuedAt),
    emitter: {
      cnpj: settings.cnpj,
      stateRegistration: settings.stateRegistration,
      legalName: settings.legalName,
      address: settings.address,
      taxRegime: settings.taxRegime,
    },
    consumerCpf: order.customerTaxId,
    delivery: order.fulfilment === 'delivery',
    lines,
    payments: [{ ...payment, cents: order.totalCents + changeCents }],
    changeCents,
    grossCents,
    discountCents,
    extraCents,
    totalCents: order.totalCents,
  };
}

/** The order as its note needs it, with each item's product's fiscal data. */
export async function readDraftOrder(db: Db, orderId: string): Promise<DraftOrder | null> {
  const [[order], items] = await Promise.all([
    db
      .select({
        id: orders.id,
        fulfilment: orders.fulfilment,
        paymentMethod: orders.paymentMethod,
        totalCents: orders.totalCents,
        discountCents: orders.discountCents,
        cashbackCents: orders.cashbackCents,
        changeForCents: orders.changeForCents,
        customerTaxId: orders.customerTaxId,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({
        productId: orderItems.productId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        totalPriceCents: orderItems.totalPriceCents,
        selectedOptions: orderItems.selectedOptions,
        parts: orderItems.parts,
        fiscal: products.fiscal,
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
  ]);
  return order ? { ...order, items } : null;
}
