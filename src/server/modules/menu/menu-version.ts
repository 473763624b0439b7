/**
 * The public menu's version: a counter of changes to the store, categories or products, which
 * whoever keeps a copy of them in memory (cached-menu.ts, orders/price-list.ts) compares with
 * the copy's. Every admin write to the menu or the store calls `bump()`. One per app instance
 * (tests build several apps in one process).
 */
export function createMenuVersion() {
  let current = 0;
  const listeners = new Set<() => void>();
  return {
    get current() {
      return current;
    },
    bump() {
      current++;
      listeners.forEach((l) => l());
    },
    onBump(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MenuVersion = ReturnType<typeof createMenuVersion>;
