import { useEffect } from 'react';
import { useNavigate } from 'react-router';

let navigateTo: ((to: string) => void) | null = null;

/** Navigation for code outside the pages (the session's expiry): works once the app is mounted. */
export const navigate = (to: string) => navigateTo?.(to);

/** Mounted inside the router, it lends its navigate function to `navigate`. */
export function NavigationBridge() {
  const go = useNavigate();
  useEffect(() => {
    navigateTo = (to) => void go(to, { replace: true });
    return () => {
      navigateTo = null;
    };
  }, [go]);
  return null;
}
