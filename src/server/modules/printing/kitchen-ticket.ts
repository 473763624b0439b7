import type { AdminOrderDetail } from '@shared/contract/admin-orders';
import { discountLines } from '@shared/coupons';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { choiceName } from '@shared/option-choices';
import { shortOrderId } from '@shared/order-number';
import { scheduledForLabel } from '@shared/order-slots';
import { ORDER_CHANNEL_LABELS, type Fulfilment } from '@shared/order-status';
import { ticketPayment } from '@shared/ticket-payment';
import type { Ticket, TicketLine } from './ticket';

// What a kitchen ticket says (docs/product.md#kitchen-printers), top to bottom, in large type
// where the kitchen looks first: the number, how it leaves, each item with its quantity first.

type Item = AdminOrderDetail['items'][number] & { categoryId: string | null };

/** The order as a ticket needs it: its detail, each item with the category it was in. */
export type KitchenOrder = Omit<
  AdminOrderDetail,
  | 'items'
  | 'history'
  | 'paymentHistory'
  | 'courierName'
  | 'edits'
  | 'whatsapp'
  | 'ifoodActions'
  | 'ifoodCancellation'
  | 'ifoodDispute'
> & {
  items: Item[];
};

/** A station prints only its categories' items and says its name; none: the whole order. */
export type Station = { name: string; categoryIds: readonly string[] };

/**
 * 'REIMPRESSÃO' or 'ALTERADO' over a ticket printed again, so nobody cooks it twice;
 * 'CANCELADO' over one whose order was cancelled after it printed, so nobody cooks it at all.
 */
export type TicketMark = 'REIMPRESSÃO' | 'ALTERADO' | 'CANCELADO';

/**
 * The ticket for one printer, or null when its station has nothing in this order. A whole-order
 * ticket ends with the customer, the address and the money; a station's with the customer only.
 */
export function kitchenTicket(
  order: KitchenOrder,
  opts: { storeName: string; station?: Station; mark?: TicketMark; changes?: readonly string[] },
): Ticket | null {
  const whole = !opts.station || opts.station.categoryIds.length === 0;
  const items = whole ? order.items : order.items.filter((i) => opts.station!.categoryIds.includes(i.categoryId ?? ''));
  if (!items.length) return null;
  return [
    ...header(order, opts.storeName, whole ? undefined : opts.station!.name, opts.mark),
    ...changeLines(opts.changes),
    { kind: 'rule' },
    ...items.flatMap(itemLines),
    ...(order.notes ? ([{ kind: 'text', text: `OBS: ${order.notes}`, bold: true }] as const) : []),
    { kind: 'rule' },
    ...customerLines(order, whole),
    ...(whole ? [{ kind: 'rule' } as const, ...moneyLines(order)] : []),
  ];
}

/** How the order leaves the kitchen, in the ticket's capitals. */
const LEAVES: Record<Fulfilment, string> = {
  delivery: 'ENTREGA',
  pickup: 'RETIRAR NO LOCAL',
  dine_in: 'COMER NO LOCAL',
};

function header(order: KitchenOrder, storeName: string, station: string | undefined, mark?: TicketMark): TicketLine[] {
  const lines: TicketLine[] = [{ kind: 'text', text: storeName, center: true }];
  if (mark) lines.push({ kind: 'text', text: `*** ${mark} ***`, large: true, bold: true, center: true });
  lines.push({
    kind: 'text',
    text: `PEDIDO #${shortOrderId(order.id).toUpperCase()}`,
    large: true,
    bold: true,
    center: true,
  });
  if (station) lines.push({ kind: 'text', text: station.toUpperCase(), large: true, center: true });
  const leaves = LEAVES[order.fulfilment];
  lines.push({ kind: 'text', text: leaves, large: true, bold: true, center: true });
  // Taken by staff (docs/product.md#phone-and-counter-orders): the channel under how it leaves;
  // a marketplace's order with the number its courier and customer say, as large as ours.
  if (order.channel === 'ifood')
    lines.push({
      kind: 'text',
      text: `IFOOD #${order.externalDisplayId ?? ''}`,
      large: true,
      bold: true,
      center: true,
    });
  else if (order.channel !== 'site')
    lines.push({ kind: 'text', text: ORDER_CHANNEL_LABELS[order.channel].toUpperCase(), bold: true, center: true });
  if (order.scheduledFor) {
    lines.push({ kind: 'text', text: `AGENDADO: ${scheduledForLabel(order.scheduledFor)}`, bold: true, center: true });
  }
  lines.push({ kind: 'text', text: formatDateTime(order.createdAt), center: true });
  return lines;
}

/** An edited order's ticket says what changed above the whole order as it now is (docs/product.md#editing-an-order). */
function changeLines(changes: readonly string[] | undefined): TicketLine[] {
  if (!changes?.length) return [];
  return [
    { kind: 'rule' },
    { kind: 'text', text: 'ALTERAÇÕES:', bold: true },
    ...changes.map((c): TicketLine => ({ kind: 'text', text: c, bold: true })),
  ];
}

/** '2x Esfiha de Carne' large, then each flavour and each choice on a line of its own. */
function itemLines(item: Item): TicketLine[] {
  const lines: TicketLine[] = [{ kind: 'text', text: `${item.quantity}x ${item.name}`, large: true, bold: true }];
  if (item.parts.length > 1) {
    for (const p of item.parts) lines.push({ kind: 'text', text: `  1/${item.parts.length} ${p.name}` });
  }
  for (const o of item.selectedOptions) lines.push({ kind: 'text', text: `  ${o.title}: ${choiceName(o)}` });
  return lines;
}

function customerLines(order: KitchenOrder, whole: boolean): TicketLine[] {
  const lines: TicketLine[] = [
    { kind: 'text', text: order.customerName, bold: true },
    { kind: 'text', text: order.customerPhone },
  ];
  const a = order.address;
  if (!whole || !a) return lines;
  lines.push({ kind: 'text', text: `${a.street}, ${a.number}` });
  lines.push({ kind: 'text', text: `Bairro: ${a.neighborhood}`, bold: true });
  lines.push({ kind: 'text', text: `${a.city}/${a.state} - CEP ${a.zipCode}` });
  return lines;
}

/** Totals, the coupon and the cashback used, and what the courier does about the money, in large type. */
function moneyLines(order: KitchenOrder): TicketLine[] {
  const payment = ticketPayment(order);
  return [
    { kind: 'pair', left: 'Subtotal', right: formatBRL(order.subtotalCents) },
    ...(order.address
      ? [{ kind: 'pair', left: 'Taxa de entrega', right: formatBRL(order.deliveryFeeCents) } as const]
      : []),
    ...discountLines(order).map((l): TicketLine => ({ kind: 'pair', left: l.label, right: l.value })),
    { kind: 'pair', left: 'TOTAL', right: formatBRL(order.totalCents), bold: true },
    { kind: 'text', text: payment.headline, tall: true, bold: true },
    ...payment.details.map((d): TicketLine => ({ kind: 'text', text: d })),
  ];
}
