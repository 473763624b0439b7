import { parseReaisToCents } from '@shared/money';
import type { CheckoutPaymentMethod } from '@shared/order-status';
import type { OrderEditQuoteInput } from '@shared/schemas/order-edit';
import { chosenAddress, EMPTY_ADDRESS, EMPTY_DRAFT, type Draft } from '../counter-order/draft';
import type { AdminOrderDetail } from '../orders/orders-api';

// What staff changed so far on 'Alterar pedido' (docs/product.md#editing-an-order): the order's
// own lines with their new quantities, and the counter order's draft for the rest (lines added,
// how it leaves, where, the payment and notes).

/** A line the order has: what it was, and how many it will be (0: taken out). */
export type KeptLine = {
  itemId: string;
  name: string;
  details: string[];
  was: number;
  quantity: number;
  unitPriceCents: number;
};

export type EditDraft = { kept: KeptLine[]; draft: Draft };

/** Whether the order was paid online: its payment method stays as it is. */
export const paidOnline = (order: AdminOrderDetail) =>
  order.paymentStatus === 'paid' && (order.paymentMethod === 'stripe' || order.paymentMethod === 'pix');

/** The draft of an order as it stands: nothing changed yet. */
export function draftOf(order: AdminOrderDetail): EditDraft {
  const a = order.address;
  const address = a && {
    zipCode: a.zipCode,
    street: a.street,
    number: a.number,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
  };
  return {
    kept: order.items.map((i) => ({
      itemId: i.id,
      name: i.name,
      details: [
        ...(i.parts.length > 1 ? [i.parts.map((p) => `1/${i.parts.length} ${p.name}`).join(' · ')] : []),
        ...i.selectedOptions.map((o) => `${o.title}: ${o.quantity > 1 ? `${o.quantity}x ` : ''}${o.name}`),
      ],
      was: i.quantity,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
    })),
    draft: {
      ...EMPTY_DRAFT,
      name: order.customerName,
      phone: order.customerPhone,
      fulfilment: order.fulfilment,
      // The order's address is the one offered first; 'Outro endereço' types another.
      saved: address ? [address] : [],
      addressChoice: address ? 0 : 'new',
      address: EMPTY_ADDRESS,
      paymentMethod: order.paymentMethod === 'stripe' || order.paymentMethod === 'ifood' ? '' : order.paymentMethod,
      change: order.changeForCents ? (order.changeForCents / 100).toFixed(2).replace('.', ',') : '',
      notes: order.notes ?? '',
    },
  };
}

/** What the quote and the save are sent; null while the address is incomplete. */
export function editInput(order: AdminOrderDetail, { kept, draft }: EditDraft): OrderEditQuoteInput | null {
  const address = chosenAddress(draft);
  if (draft.fulfilment === 'delivery' && !address) return null;
  // iFood's orders are never edited here (docs/product.md#ifood): the order's own method is a checkout one.
  const method = draft.paymentMethod || (order.paymentMethod as CheckoutPaymentMethod);
  const change = method === 'cash' && draft.change.trim() ? parseReaisToCents(draft.change) : null;
  return {
    items: kept.map((k) => ({ itemId: k.itemId, quantity: k.quantity })),
    add: draft.lines.map(({ productId, variationIds, flavourIds, quantity }) => ({
      productId,
      variationIds,
      flavourIds,
      quantity,
    })),
    fulfilment: draft.fulfilment,
    address,
    paymentMethod: method,
    changeForCents: change,
    notes: draft.notes,
  };
}
