import { useEffect } from 'react';

/**
 * Keeps the screen on while the component is mounted and the page visible (the Screen Wake Lock
 * API), so a tablet showing the orders does not sleep and miss the new-order alarm. The browser
 * drops the lock whenever the page is hidden; it is asked for again when the page shows.
 * Browsers without the API, or refusing it (battery saver), just let the screen sleep.
 */
export function useWakeLock(active = true) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (stopped) void next.release();
        else lock = next;
      } catch {
        // Refused: the screen may sleep.
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
