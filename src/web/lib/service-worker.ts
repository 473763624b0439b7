/**
 * Registers the service worker (src/web/sw, docs/decisions/011-service-worker.md) once the page
 * has loaded and the browser is idle, so it costs the first paint nothing. A page the worker did
 * not control yet (the first visit) names what it loaded, for the worker to keep: one visit is
 * enough to open the menu offline. Production builds only: `vite` serves no /sw.js.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD) return;
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 200);
  const start = () =>
    idle(() => {
      // Asked here, not when the module loads: the browser's first look at its workers is slow.
      if (!('serviceWorker' in navigator)) return;
      const sw = navigator.serviceWorker;
      const controlled = !!sw.controller;
      sw.register('/sw.js')
        .then(() => sw.ready)
        .then((registration) => {
          if (controlled) return;
          const urls = [location.href, ...performance.getEntriesByType('resource').map((entry) => entry.name)];
          registration.active?.postMessage({ type: 'cache-visit', urls });
        })
        .catch(() => {
          // No worker (private mode, an old browser): the store works online as before.
        });
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
