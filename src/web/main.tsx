import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { watchSessionExpiry } from './features/auth/session-expiry';
import { RenderedAt } from './features/store-info/use-store-status';
import { readPageData, seedPageData } from './features/storefront/page-data';
import { endHydration, startHydration } from './lib/hydration';
import { knowZoneSpan } from '@shared/schedule';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { Toasts } from './lib/toast';
import { navigate, NavigationBridge } from './router';
import { AppRoutes, preloadServerRendered } from './routes';
import './styles/storefront.css';

// The home and product pages arrive rendered by the server with their data beside them: the
// browser adopts that HTML (hydrates) instead of drawing it again (docs/decisions/010).
const pageData = readPageData();
if (pageData) {
  seedPageData(queryClient, pageData);
  knowZoneSpan(pageData.zone);
}
watchSessionExpiry(queryClient, navigate);

const app = (
  <StrictMode>
    <RenderedAt.Provider value={pageData ? new Date(pageData.renderedAt) : null}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NavigationBridge />
          <AppRoutes />
        </BrowserRouter>
        <Toasts />
      </QueryClientProvider>
    </RenderedAt.Provider>
  </StrictMode>
);
const root = document.getElementById('root')!;

/** Resolves once the browser has painted (a hidden tab paints nothing: then after 100 ms). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, 100);
  });
}
if (pageData) {
  // The server's HTML is painted before the hydration's long task starts, so the menu or the
  // product shows as soon as it arrives on a busy phone (docs/decisions/010).
  void Promise.all([preloadServerRendered(window.location.pathname), afterNextPaint()]).then(() => {
    startHydration();
    hydrateRoot(root, app);
    endHydration();
  });
} else {
  createRoot(root).render(app);
}
// The offline storefront (docs/decisions/011-service-worker.md), once the page is loaded and idle.
registerServiceWorker();
