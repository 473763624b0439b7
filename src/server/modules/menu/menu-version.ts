/**
 * Tells whoever caches the public menu (store, categories, products) that it changed. Every
 * admin write to the menu or the store calls `invalidate()`; readers compare `generation`.
 * One per app instance (tests build several apps in one process).
 */
export function createMenuCache() {
  let generation = 0;
  const listeners = new Set<() => void>();
  return {
    get generation() {
      return generation;
    },
    invalidate() {
      generation++;
      listeners.forEach((l) => l());
    },
    onInvalidate(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type MenuCache = ReturnType<typeof createMenuCache>;
