import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { watchSessionExpiry } from './features/auth/session-expiry';
import { RenderedAt } from './features/store-info/use-store-status';
import { readPageData, seedPageData } from './features/storefront/page-data';
import { endHydration, startHydration } from './lib/hydration';
import { queryClient } from './lib/query-client';
import { Toasts } from './lib/toast';
import { navigate, NavigationBridge } from './router';
import { AppRoutes, preloadServerRendered } from './routes';
import './styles/theme.css';

// The home and product pages arrive rendered by the server with their data beside them: the
// browser adopts that HTML (hydrates) instead of drawing it again (docs/decisions/010).
const pageData = readPageData();
if (pageData) seedPageData(queryClient, pageData);
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
if (pageData) {
  void preloadServerRendered(window.location.pathname).then(() => {
    startHydration();
    hydrateRoot(root, app);
    endHydration();
  });
} else {
  createRoot(root).render(app);
}
