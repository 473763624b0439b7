import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router. On a page the server rendered, the lazy routes it shows are loaded
 * first, so the first render is the server's page and not a loading state (docs/decisions/010).
 */
export async function createAppRouter(hydrating: boolean) {
  if (hydrating) {
    const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
    await Promise.all(
      lazy.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<object>)();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
