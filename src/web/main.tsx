import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PAGE_DATA_ID } from '@shared/contract/page-data';
import { knowZoneSpan } from '@shared/schedule';
import { watchSessionExpiry } from './features/auth/session-expiry';
import { RenderedAt } from './features/store-info/use-store-status';
import { readPageData, seedPageData } from './features/storefront/page-data';
import { hydrateInSteps } from './lib/hydrate-later';
import { nextTask } from './lib/next-task';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { Toasts } from './lib/toast';
import { navigate, NavigationBridge } from './router';
import { AppRoutes, preloadServerRendered } from './routes';
import './styles/storefront.css';

function App({ renderedAt }: { renderedAt: Date | null }) {
  return (
    <StrictMode>
      <RenderedAt.Provider value={renderedAt}>
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
}

const root = document.getElementById('root')!;
watchSessionExpiry(queryClient, navigate);

/**
 * The home and product pages arrive rendered by the server with their data beside them: the
 * browser adopts that HTML (hydrates) instead of drawing it again (docs/decisions/010). The boot
 * script (boot.ts) asked for this code once that HTML was painted. Loading the page's lazy code,
 * reading its data and each step of the hydration run in tasks of their own, so that none keeps
 * a slow phone from answering a tap (docs/decisions/014).
 */
async function adoptRenderedPage() {
  try {
    await preloadServerRendered(window.location.pathname);
    await nextTask();
    const pageData = readPageData();
    if (!pageData) {
      createRoot(root).render(<App renderedAt={null} />);
      return;
    }
    seedPageData(queryClient, pageData);
    knowZoneSpan(pageData.zone);
    // BrowserRouter stamps the history entry with its index (idx) when it finds none, as React
    // Router does: stamped here, that replaceState is not in hydration's first pass.
    if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
    await hydrateInSteps(() => hydrateRoot(root, <App renderedAt={new Date(pageData.renderedAt)} />));
  } finally {
    // boot.ts gives the taps it kept once it hears this (the same name there), on every way out:
    // a page drawn anew, or an adoption that failed, must not keep the customer's taps forever.
    document.dispatchEvent(new Event('cardapio:hydrated'));
  }
}

// The offline storefront (docs/decisions/011-service-worker.md), once the page is idle.
if (document.getElementById(PAGE_DATA_ID)) {
  void adoptRenderedPage().then(registerServiceWorker);
} else {
  createRoot(root).render(<App renderedAt={null} />);
  registerServiceWorker();
}
