import { useCallback, useEffect, useState } from 'react';
import type { OrderQuote } from '@shared/contract/orders';
import { applyQuote } from '../cart/cart-quote';
import { cart } from '../cart/cart-store';

/**
 * Each quote brings the cart to the server's prices (docs/product.md#checkout); what it changed
 * is said in notices that stay until dismissed. `takeQuote` does the same for the quote that
 * confirming asks for.
 */
export function useQuoteNotices(quote: OrderQuote | null) {
  const [notices, setNotices] = useState<string[]>([]);
  /** Brings the cart to the server's prices and says what changed. */
  const takeQuote = useCallback((q: OrderQuote) => {
    const update = applyQuote(cart.get(), q);
    if (update.changed) cart.replace(update.lines);
    if (update.notices.length > 0) setNotices((shown) => [...new Set([...shown, ...update.notices])]);
    return update;
  }, []);
  useEffect(() => {
    if (quote) takeQuote(quote);
  }, [quote, takeQuote]);
  return { notices, dismissNotices: () => setNotices([]), takeQuote };
}
