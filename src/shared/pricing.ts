// Line and cart pricing in integer cents: the browser's cart and the server's order use this
// one module, so the totals a customer sees are the totals the server charges.

/** One chosen variation of a line, as saved on the order (its shape: src/shared/contract/orders.ts). */
import type { OrderItemPart, SelectedOption } from './contract/orders';
export type { OrderItemPart, SelectedOption };

/** How a product sold in parts is priced (docs/product.md#half-and-half). */
export const PARTS_PRICINGS = ['max', 'average'] as const;
export type PartsPricing = (typeof PARTS_PRICINGS)[number];

/** The base price of an item in parts: its dearest part's price, or the parts' average rounded to the cent. */
export function partsPriceCents(partPrices: number[], pricing: PartsPricing): number {
  if (pricing === 'max') return Math.max(...partPrices);
  return Math.round(partPrices.reduce((sum, c) => sum + c, 0) / partPrices.length);
}

export type PricedLine = {
  basePriceCents: number;
  selectedOptions: Pick<SelectedOption, 'priceCents' | 'quantity'>[];
  quantity: number;
};

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** The most lines a cart (an order) may have. */
export const MAX_CART_LINES = 50;
/**
 * The most a cart line may cost, quantity and options included: R$ 100.000,00. With at most
 * MAX_CART_LINES lines an order's amounts stay far inside their int4 columns (docs/security.md#sizes).
 */
export const MAX_LINE_TOTAL_CENTS = 100_000_00;

export function unitPriceCents(line: Pick<PricedLine, 'basePriceCents' | 'selectedOptions'>): number {
  return line.basePriceCents + line.selectedOptions.reduce((sum, o) => sum + o.priceCents * o.quantity, 0);
}

/**
 * What the server is sent for a line, be it a cart's or a past order's item: the product, one
 * variation id per time each choice was taken, the other parts' flavours, the quantity; never a price.
 */
export function orderLineOf(line: {
  productId: string;
  selectedOptions: Pick<SelectedOption, 'variationId' | 'quantity'>[];
  parts: Pick<OrderItemPart, 'productId'>[];
  quantity: number;
}) {
  return {
    productId: line.productId,
    variationIds: variationIdsOf(line.selectedOptions),
    flavourIds: line.parts.slice(1).map((p) => p.productId),
    quantity: line.quantity,
  };
}

/** The ids a cart line sends for its options: one per time each was taken. */
export function variationIdsOf(selectedOptions: Pick<SelectedOption, 'variationId' | 'quantity'>[]): string[] {
  return selectedOptions.flatMap((o) => Array.from({ length: o.quantity }, () => o.variationId));
}

export function lineTotalCents(line: PricedLine): number {
  return unitPriceCents(line) * line.quantity;
}

export function subtotalCents(lines: PricedLine[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCents(l), 0);
}

export function itemCount(lines: Pick<PricedLine, 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}
