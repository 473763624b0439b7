import type { OrderQuote } from '@shared/contract/orders';
import { formatBRL } from '@shared/money';
import { unitPriceCents } from '@shared/pricing';
import type { CartLine } from './cart-store';

export type CartUpdate = {
  /** The cart with the server's names and prices, without the products that no longer exist or are off the menu. */
  lines: CartLine[];
  changed: boolean;
  /** What changed, in pt-BR, for the customer (docs/product.md#checkout). */
  notices: string[];
  /** Lines kept but that cannot be ordered as they are (an option no longer valid, a choice missing): the server's message by line id. */
  problems: Map<string, string>;
};

/**
 * The cart brought to the server's quote of it (`quote.lines[i]` prices `lines[i]`): prices
 * and names replaced, a product no longer sold removed, a line whose options no longer fit
 * flagged for the customer to remove. The quote must be of these very lines.
 */
export function applyQuote(lines: CartLine[], quote: OrderQuote): CartUpdate {
  const next: CartLine[] = [];
  const notices: string[] = [];
  const problems = new Map<string, string>();
  let changed = false;
  lines.forEach((line, i) => {
    const q = quote.lines[i];
    if (!q) {
      next.push(line);
      return;
    }
    if (!q.available) {
      if (q.reason === 'product_unavailable') {
        notices.push(`"${line.name}" não está mais disponível e foi removido do carrinho.`);
        changed = true;
      } else {
        problems.set(line.id, q.message);
        next.push(line);
      }
      return;
    }
    const was = unitPriceCents(line);
    if (was !== q.unitPriceCents)
      notices.push(`O preço de ${q.name} mudou de ${formatBRL(was)} para ${formatBRL(q.unitPriceCents)}.`);
    const updated: CartLine = {
      ...line,
      name: q.name,
      basePriceCents: q.unitPriceCents - q.selectedOptions.reduce((sum, o) => sum + o.priceCents * o.quantity, 0),
      selectedOptions: q.selectedOptions,
      parts: q.parts,
    };
    const differs =
      updated.name !== line.name ||
      updated.basePriceCents !== line.basePriceCents ||
      JSON.stringify(updated.selectedOptions) !== JSON.stringify(line.selectedOptions) ||
      JSON.stringify(updated.parts) !== JSON.stringify(line.parts);
    if (differs) changed = true;
    next.push(differs ? updated : line);
  });
  return { lines: changed ? next : lines, changed, notices, problems };
}
