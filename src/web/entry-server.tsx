import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PageData, PageMeta } from '@shared/contract/page-data';
import { seedPageData } from './features/storefront/page-data';
import { homeMeta, productMeta } from './features/storefront/page-meta';
import { RenderedAt } from './features/store-info/use-store-status';
import { endHydration, startHydration } from './lib/hydration';
import { routes } from './routes';

export type RenderedPage = { html: string; meta: PageMeta };

/**
 * The storefront page at `url` rendered to HTML on the server from the data the browser will
 * get beside it (docs/decisions/010). Built by build/ssr-bundle.ts; the server calls it
 * (src/server/modules/pages).
 */
export async function renderPage(url: string, data: PageData): Promise<RenderedPage> {
  const client = new QueryClient();
  seedPageData(client, data);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // No route of the storefront redirects or loads data: anything else is a bug here.
  if (context instanceof Response) throw new Error(`unexpected response rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  startHydration();
  let html: string;
  try {
    html = renderToString(
      <RenderedAt.Provider value={new Date(data.renderedAt)}>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </RenderedAt.Provider>,
    );
  } finally {
    endHydration();
  }
  const { store } = data.menu;
  return { html, meta: data.product ? productMeta(data.product, store) : homeMeta(store) };
}
