import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import type { PageData, PageMeta } from '@shared/contract/page-data';
import { RenderedAt } from './features/store-info/use-store-status';
import { seedPageData } from './features/storefront/page-data';
import { homeMeta, productMeta } from './features/storefront/page-meta';
import { endHydration, startHydration } from './lib/hydration';
import { AppRoutes, preloadServerRendered } from './routes';

export type RenderedPage = { html: string; meta: PageMeta };

/**
 * The storefront page at `url` rendered to HTML on the server from the data the browser will
 * get beside it (docs/decisions/010). Built by build/ssr-bundle.ts; the server calls it
 * (src/server/modules/pages).
 */
export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const client = new QueryClient();
  seedPageData(client, data);
  const { pathname, search } = new URL(url);
  await preloadServerRendered(pathname);
  startHydration();
  let html: string;
  try {
    html = renderToString(
      <RenderedAt.Provider value={new Date(data.renderedAt)}>
        <QueryClientProvider client={client}>
          <StaticRouter location={pathname + search}>
            <AppRoutes />
          </StaticRouter>
        </QueryClientProvider>
      </RenderedAt.Provider>,
    );
  } finally {
    endHydration();
  }
  const { store } = data.menu;
  return { html, meta: data.product ? productMeta(data.product, store) : homeMeta(store) };
}
