import type { MenuProduct } from '@shared/contract/menu';
import type { CustomerOrderItem, OrderQuote } from '@shared/contract/orders';
import { unitPriceCents } from '@shared/pricing';
import type { CartLine } from '../cart/cart-store';

// 'Pedir de novo' on Meus Pedidos (docs/product.md#customer-area): a past order's items back in
// the cart at today's prices, as the server quotes them, leaving out what can no longer be ordered.

type LiveItem = CustomerOrderItem & { productId: string };

/** The items the quote is asked about: those whose product still exists, in the order's order. */
export const quotableItems = (items: CustomerOrderItem[]): LiveItem[] =>
  items.filter((i): i is LiveItem => i.productId !== null);

export type Reorder = {
  /** What goes into the cart, priced today. */
  lines: Omit<CartLine, 'id'>[];
  /** The names, as on the order, of what was left out. */
  unavailable: string[];
};

/**
 * The order's items brought to the server's quote of `quotableItems(items)` (`quote.lines[i]`
 * prices the i-th of them; null when none was quotable). The base price is the server's unit
 * price less today's options, so a half-and-half item keeps its parts' pricing too; the photo
 * is the menu's.
 */
export function reorderFromQuote(items: CustomerOrderItem[], quote: OrderQuote | null, menu: MenuProduct[]): Reorder {
  const lines: Reorder['lines'] = [];
  const unavailable: string[] = [];
  let quoted = 0;
  for (const item of items) {
    const q = item.productId === null ? undefined : quote?.lines[quoted++];
    if (!q?.available) {
      unavailable.push(item.name);
      continue;
    }
    lines.push({
      productId: q.productId,
      name: q.name,
      image: menu.find((p) => p.id === q.productId)?.imageUrl ?? null,
      basePriceCents: q.unitPriceCents - unitPriceCents({ basePriceCents: 0, selectedOptions: q.selectedOptions }),
      selectedOptions: q.selectedOptions,
      parts: q.parts,
      quantity: q.quantity,
    });
  }
  return { lines, unavailable: [...new Set(unavailable)] };
}

/**
 * What the customer is told of what was left out, null when nothing was: '2 itens não estão mais
 * disponíveis: Esfiha de frango, Suco de uva', or that nothing of the order could be added.
 */
export function reorderNotice({ lines, unavailable }: Reorder): string | null {
  const names = unavailable.join(', ');
  if (lines.length === 0) return names ? `${NOTHING_AVAILABLE}: ${names}` : `${NOTHING_AVAILABLE}.`;
  if (unavailable.length === 0) return null;
  return unavailable.length === 1
    ? `1 item não está mais disponível: ${names}`
    : `${unavailable.length} itens não estão mais disponíveis: ${names}`;
}

const NOTHING_AVAILABLE = 'Nenhum item deste pedido está disponível no momento';
