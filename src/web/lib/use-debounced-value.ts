import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (storefront search: 400 ms, docs/product.md#search; admin lists: 300 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(t);
  }, [value, delayMs]);
  return debounced;
}
