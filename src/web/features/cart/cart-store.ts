import { useSyncExternalStore } from 'react';
import {
  itemCount,
  lineTotalCents,
  MAX_QUANTITY,
  MIN_QUANTITY,
  subtotalCents,
  variationIdsOf,
  type OrderItemPart,
  type SelectedOption,
} from '@shared/pricing';
import { useHydrated } from '@web/lib/hydration';

export type CartLine = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  basePriceCents: number;
  selectedOptions: SelectedOption[];
  /** Half-and-half: every part, the product first, each with its price; [] for a whole item. */
  parts: OrderItemPart[];
  quantity: number;
};

export const CART_KEY = 'cart';

type Listener = () => void;
const listeners = new Set<Listener>();
// Read from storage on first use, not when the module loads (docs/decisions/014).
let lines: CartLine[] | null = null;
const stored = (): CartLine[] => (lines ??= load());

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.id === 'string' &&
    typeof l.productId === 'string' &&
    typeof l.name === 'string' &&
    Number.isInteger(l.basePriceCents) &&
    Number.isInteger(l.quantity) &&
    l.quantity >= MIN_QUANTITY &&
    Array.isArray(l.selectedOptions) &&
    l.selectedOptions.every(
      (o) =>
        typeof o?.variationId === 'string' &&
        Number.isInteger(o?.priceCents) &&
        (o.quantity === undefined || (Number.isInteger(o.quantity) && o.quantity >= 1)),
    )
  );
}

/**
 * Carts saved before a choice could be taken twice have no `quantity` (each was taken once),
 * and before half-and-half no `parts` (a whole item).
 */
function withChoiceQuantities(l: CartLine): CartLine {
  return {
    ...l,
    selectedOptions: l.selectedOptions.map((o) => ({ ...o, quantity: o.quantity ?? 1 })),
    parts: Array.isArray(l.parts) ? l.parts : [],
  };
}

/** Corrupt or foreign content in storage gives an empty cart (docs/product.md#cart). */
function load(): CartLine[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]');
    return Array.isArray(parsed) && parsed.every(isLine) ? parsed.map(withChoiceQuantities) : [];
  } catch {
    return [];
  }
}

function commit(next: CartLine[]) {
  lines = next;
  try {
    localStorage.setItem(CART_KEY, JSON.stringify(next));
  } catch {
    // private mode or full storage: the cart still works for this visit
  }
  listeners.forEach((l) => l());
}

/** The same choices and the same flavours, in any order. */
const sameChoices = (a: CartLine | Omit<CartLine, 'id'>, b: Omit<CartLine, 'id'>) =>
  variationIdsOf(a.selectedOptions).sort().join() === variationIdsOf(b.selectedOptions).sort().join() &&
  a.parts
    .map((p) => p.productId)
    .sort()
    .join() ===
    b.parts
      .map((p) => p.productId)
      .sort()
      .join();

export const cart = {
  get: stored,
  subscribe(l: Listener) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Same product with identical options merges; otherwise a new line is appended. */
  add(item: Omit<CartLine, 'id'>) {
    const existing = stored().find((l) => l.productId === item.productId && sameChoices(l, item));
    if (existing) {
      commit(
        stored().map((l) =>
          l === existing ? { ...l, quantity: Math.min(MAX_QUANTITY, l.quantity + item.quantity) } : l,
        ),
      );
    } else {
      commit([
        ...stored(),
        { ...item, id: `${item.productId}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}` },
      ]);
    }
  },
  /** Below 1 is ignored (docs/product.md#cart); above the server's limit is capped. */
  setQuantity(id: string, quantity: number) {
    if (quantity < MIN_QUANTITY) return;
    commit(stored().map((l) => (l.id === id ? { ...l, quantity: Math.min(MAX_QUANTITY, quantity) } : l)));
  },
  remove(id: string) {
    commit(stored().filter((l) => l.id !== id));
  },
  clear() {
    commit([]);
  },
  /** The lines as the server priced them (checkout's quote: cart-quote.ts). */
  replace(next: CartLine[]) {
    commit(next);
  },
  /** Re-reads storage (another tab changed it). */
  reload() {
    lines = load();
    listeners.forEach((l) => l());
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_KEY) cart.reload();
  });
}

const toPriced = (l: CartLine) => ({
  basePriceCents: l.basePriceCents,
  selectedOptions: l.selectedOptions,
  quantity: l.quantity,
});

const EMPTY: CartLine[] = [];
const empty = () => EMPTY;

/** The cart; empty while a server-rendered page hydrates (the server never sees it). */
export function useCart() {
  // Not read at all while hydrating: the first read of localStorage costs a slow phone ~20 ms.
  const current = useSyncExternalStore(cart.subscribe, useHydrated() ? cart.get : empty, empty);
  return {
    lines: current,
    count: itemCount(current),
    subtotalCents: subtotalCents(current.map(toPriced)),
    lineTotal: (l: CartLine) => lineTotalCents(toPriced(l)),
  };
}
