import { useEffect, useState } from 'react';

// The server's render of a page (entry-server.tsx) and the browser's first render when it adopts
// that HTML (main.tsx) must give exactly the same: Preact keeps the server's attributes where
// they differ (docs/decisions/010). Both run between startHydration and endHydration; the
// browser's may leave parts of the page for later tasks (hydrate-later.tsx), and ends with the
// last of them.
let hydrating = false;

export function startHydration() {
  hydrating = true;
}

export function endHydration() {
  hydrating = false;
}

/**
 * False in the server's render and in the hydrating one, true from the next render (and at once
 * for anything mounted later): for what only the browser knows, such as the cart in localStorage.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(!hydrating);
  useEffect(() => {
    if (!done) setDone(true);
  }, [done]);
  return done;
}
