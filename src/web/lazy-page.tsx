import { createElement, useEffect, useState, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * A page in its own chunk, loaded when first shown (nothing is drawn meanwhile). `preload()`
 * loads it ahead, after which it renders at once: the server and the hydrating browser preload
 * the page they render, so both draw it in their first render (docs/decisions/010). No
 * Suspense: the page is always the same child, so its state survives its parents' renders.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  function Page() {
    const [Component, setComponent] = useState<ComponentType | null>(() => loaded);
    useEffect(() => {
      if (!Component) void preload().then(() => setComponent(() => loaded));
    }, [Component]);
    return Component ? createElement(Component) : null;
  }
  return Object.assign(Page, { preload });
}
