import { useEffect, useState } from 'react';
import { useHydrated } from './hydration';

/**
 * Whether the browser says it has a network (`navigator.onLine`, kept current by its online and
 * offline events). True on the server and in the hydrating render, which must match the
 * server's HTML (docs/decisions/010); the real state from the next render.
 */
export function useOnline(): boolean {
  const hydrated = useHydrated();
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return !hydrated || online;
}
