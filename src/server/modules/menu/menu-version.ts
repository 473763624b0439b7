/**
 * The public menu's version: a counter of changes to the store, categories or products, which
 * whoever keeps a copy of them in memory (cached-menu.ts, orders/price-list.ts) compares with
 * the copy's. Every admin write to the menu or the store calls `bump()`. One per app instance
 * (tests build several apps in one process).
 */
export function createMenuVersion() {
  let current = 0;
  /** Each listener learns whether the change was made elsewhere (another instance's notice). */
  const listeners = new Set<(elsewhere: boolean) => void>();
  return {
    get current() {
      return current;
    },
    bump() {
      current++;
      listeners.forEach((l) => l(false));
    },
    /** Another instance on the same database changed the menu or the store: copies here are stale too. */
    changedElsewhere() {
      current++;
      listeners.forEach((l) => l(true));
    },
    onBump(listener: (elsewhere: boolean) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MenuVersion = ReturnType<typeof createMenuVersion>;
