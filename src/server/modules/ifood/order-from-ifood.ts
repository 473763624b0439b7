import type { OrderAddress } from '@shared/customer-orders';
import type { Fulfilment, PaymentMethod, PaymentState } from '@shared/order-status';
import type { SelectedOption } from '@shared/pricing';
import type { IfoodOrder } from './ifood-order';

/** iFood cancels an order its store has not confirmed within this time of its creation. */
export const IFOOD_CONFIRM_MINUTES = 8;

const cents = (reais: number | null | undefined) => Math.round((reais ?? 0) * 100);

const FULFILMENT: Record<IfoodOrder['orderType'], Fulfilment> = {
  DELIVERY: 'delivery',
  TAKEOUT: 'pickup',
  DINE_IN: 'dine_in',
  INDOOR: 'dine_in',
};

/** iFood's offline methods, paid to the courier or at the counter: cash, or the card machine for the rest. */
const CARD_WORDS: Record<string, string> = {
  CREDIT: 'Crédito',
  DEBIT: 'Débito',
  MEAL_VOUCHER: 'Vale-refeição',
  FOOD_VOUCHER: 'Vale-alimentação',
  PIX: 'PIX',
};

export type ImportedItem = {
  productId: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  selectedOptions: SelectedOption[];
};

export type ImportedOrder = {
  customerName: string;
  customerPhone: string;
  fulfilment: Fulfilment;
  address: OrderAddress | null;
  scheduledFor: Date | null;
  subtotalCents: number;
  deliveryFeeCents: number;
  discountCents: number;
  totalCents: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentState;
  changeForCents: number | null;
  notes: string | null;
  items: ImportedItem[];
  unmatchedItems: number;
  confirmBy: Date;
};

/**
 * One of our orders from iFood's details (docs/product.md#ifood): iFood's prices and totals as
 * they are (never priced again here), items found by their external code among our products
 * (`productIds`: code → id) or kept by name and counted for staff to check, and what iFood's
 * customer asked for in the order's notes.
 */
export function orderFromIfood(o: IfoodOrder, productIds: ReadonlyMap<string, string>): ImportedOrder {
  const notes: string[] = [];
  let unmatchedItems = 0;
  const items = o.items.map((i): ImportedItem => {
    const productId = (i.externalCode && productIds.get(i.externalCode)) || null;
    if (!productId) unmatchedItems++;
    // Our items count whole units (1 to 99): a weighed item keeps its amount in its name.
    const quantity = Math.min(99, Math.max(1, Math.round(i.quantity)));
    const name = quantity === i.quantity ? i.name : `${i.name} (${i.quantity})`;
    const totalPriceCents = cents(i.totalPrice);
    if (i.observations?.trim()) notes.push(`${i.name}: ${i.observations.trim()}`);
    return {
      productId,
      name,
      quantity,
      unitPriceCents: Math.round(totalPriceCents / quantity),
      totalPriceCents,
      // A complement and the choices inside it, each a line of the ticket.
      selectedOptions: (i.options ?? [])
        .flatMap((op) => [op, ...(op.customization ?? [])])
        .slice(0, 100)
        .map((op, n) => ({
          optionId: op.id ?? `ifood-${n}`,
          title: op.groupName ?? 'Complemento',
          variationId: op.id ?? `ifood-${n}`,
          name: op.name,
          priceCents: cents(op.unitPrice),
          quantity: Math.max(1, Math.round(op.quantity)),
        })),
    };
  });
  const fulfilment = FULFILMENT[o.orderType];
  const subtotalCents = items.reduce((s, i) => s + i.totalPriceCents, 0);
  const deliveryFeeCents = cents(o.total.deliveryFee) + cents(o.total.additionalFees);
  const discountCents = Math.min(cents(o.total.benefits), subtotalCents + deliveryFeeCents);
  const payment = paymentOf(o, notes);
  const where = o.delivery?.deliveryAddress;
  if (where?.complement?.trim()) notes.push(`Complemento: ${where.complement.trim()}`);
  if (where?.reference?.trim()) notes.push(`Referência: ${where.reference.trim()}`);
  if (o.delivery?.observations?.trim()) notes.push(o.delivery.observations.trim());
  if (o.extraInfo?.trim()) notes.push(o.extraInfo.trim());
  if (unmatchedItems) notes.push(`${unmatchedItems} item(ns) sem código do cardápio: confira no iFood.`);
  const customerName = o.customer?.name?.trim() || 'Cliente iFood';
  const customerPhone = phoneOf(o);
  return {
    customerName,
    customerPhone,
    fulfilment,
    address:
      fulfilment === 'delivery'
        ? {
            street: where?.streetName?.trim() || where?.formattedAddress?.trim() || 'Endereço no iFood',
            number: where?.streetNumber?.trim() || 's/n',
            neighborhood: where?.neighborhood?.trim() || '',
            city: where?.city?.trim() || '',
            state: where?.state?.trim() || '',
            zipCode: where?.postalCode?.replace(/\D/g, '').replace(/^(\d{5})(\d{3})$/, '$1-$2') ?? '',
            customer_name: customerName,
            customer_email: '',
            customer_phone: customerPhone,
          }
        : null,
    scheduledFor: o.orderTiming === 'SCHEDULED' && o.schedule ? new Date(o.schedule.deliveryDateTimeStart) : null,
    subtotalCents,
    deliveryFeeCents,
    discountCents,
    totalCents: subtotalCents + deliveryFeeCents - discountCents,
    ...payment,
    notes: notes.length ? notes.join('\n').slice(0, 2000) : null,
    items,
    unmatchedItems,
    // A scheduled order's deadline counts from when its preparation should start.
    confirmBy: new Date(
      new Date((o.orderTiming === 'SCHEDULED' && o.preparationStartDateTime) || o.createdAt).getTime() +
        IFOOD_CONFIRM_MINUTES * 60_000,
    ),
  };
}

/** Prepaid on iFood, or what the courier or the counter collects: cash with its change, or the card machine. */
function paymentOf(o: IfoodOrder, notes: string[]) {
  if (o.payments.pending <= 0)
    return { paymentMethod: 'ifood' as const, paymentStatus: 'paid' as const, changeForCents: null };
  const offline = o.payments.methods.find((m) => m.type !== 'ONLINE') ?? o.payments.methods[0];
  if (offline?.method === 'CASH') {
    const changeFor = cents(offline.cash?.changeFor);
    return {
      paymentMethod: 'cash' as const,
      paymentStatus: 'awaiting' as const,
      changeForCents: changeFor > 0 ? changeFor : null,
    };
  }
  const word = CARD_WORDS[offline?.method ?? ''] ?? offline?.method ?? 'Cartão';
  const brand = offline?.card?.brand ? ` ${offline.card.brand}` : '';
  notes.push(`Pagamento na entrega: ${word}${brand}.`);
  return { paymentMethod: 'credit_card' as const, paymentStatus: 'awaiting' as const, changeForCents: null };
}

/** iFood gives its own number and the order's localizer instead of the customer's phone. */
function phoneOf(o: IfoodOrder) {
  const number = o.customer?.phone?.number?.trim();
  const localizer = o.customer?.phone?.localizer?.trim();
  if (!number) return 'iFood';
  return localizer ? `${number} (localizador ${localizer})` : number;
}
