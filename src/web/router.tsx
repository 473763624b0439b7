import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from './lib/hydration';

let navigateTo: ((to: string) => void) | null = null;

/** Navigation for code outside the pages (the session's expiry): works once the app is mounted. */
export const navigate = (to: string) => navigateTo?.(to);

/**
 * Mounted inside the router, it lends its navigate function to `navigate`; once the page is
 * adopted, since nothing needs it before (useNavigate is not free on a slow phone).
 */
export function NavigationBridge() {
  return useHydrated() ? <Bridge /> : null;
}

function Bridge() {
  const go = useNavigate();
  useEffect(() => {
    navigateTo = (to) => void go(to, { replace: true });
    return () => {
      navigateTo = null;
    };
  }, [go]);
  return null;
}
