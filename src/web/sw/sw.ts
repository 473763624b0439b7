// The storefront's service worker (docs/decisions/011-service-worker.md): the shell and the last
// menu when the network drops; never the admin, auth, live events or writes. Built into /sw.js
// by build/service-worker.ts; registered by src/web/lib/service-worker.ts once the page is idle.
import { installPushHandlers } from './push-handlers';
import { dataFromPage, shellOf, strategyFor, type Strategy } from './requests';

declare const self: ServiceWorkerGlobalScope;
/** This build's entry and offline pages' code (written in by build/service-worker.ts). */
declare const __PRECACHE__: string[];

/** Bump when what is cached, or how, changes: activate deletes the caches of other versions. */
const VERSION = 1;
const CACHE: Record<Strategy, string> = {
  page: `cardapio-pages-v${VERSION}`,
  asset: `cardapio-assets-v${VERSION}`,
  image: `cardapio-images-v${VERSION}`,
  data: `cardapio-data-v${VERSION}`,
};
/**
 * Entries kept per cache, oldest dropped first: hashed assets of old builds, photos scrolled
 * past. The code keeps room for two builds' storefront files.
 */
const KEEP: Record<Strategy, number> = {
  page: 30,
  asset: Math.max(80, 2 * __PRECACHE__.length),
  image: 120,
  data: 60,
};
/** How long a page or the menu waits for the network before the copy in the cache is shown. */
const NETWORK_TIMEOUT_MS = 3500;
const HOME = '/';

installPushHandlers(self);

// A new build is a new /sw.js (its file names are in it): it keeps that build's storefront code,
// then takes over at once (docs/decisions/011-service-worker.md, "Updates"). A file that fails
// to download is fetched again when a page asks for it: installing never fails for it.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE.asset);
      await Promise.all(
        __PRECACHE__.map(async (path) => {
          const url = new URL(path, self.location.origin).href;
          // Kept already (a file two builds share): put again, so it is among the newest and
          // the cap drops older builds' files first.
          const kept = await cache.match(url);
          const response = kept ?? (await fetch(url).catch(() => null));
          if (keepable(response)) await cache.put(url, response);
        }),
      );
      await trim('asset');
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const ours = new Set(Object.values(CACHE));
      for (const name of await caches.keys()) {
        if (name.startsWith('cardapio-') && !ours.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const strategy = strategyFor(url, request.method, request.mode, self.location.origin);
  if (!strategy) return;
  if (strategy === 'asset') event.respondWith(cacheFirst(event, request, strategy));
  else if (strategy === 'image') event.respondWith(cacheFirst(event, request, strategy));
  else event.respondWith(networkFirst(event, request, strategy));
});

// The page that registered the worker loaded before it existed: it names what it loaded (its
// own address, scripts, menu, photos), so one visit is enough to open the menu offline. The
// home is kept too: a customer who came in through a product's link gets the menu, and the
// shell the cart and the checkout are drawn in, from it.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'cache-visit' || !Array.isArray(data.urls)) return;
  const hrefs = new Set<string>([new URL(HOME, self.location.origin).href]);
  for (const raw of data.urls.slice(0, 200)) {
    if (typeof raw !== 'string') continue;
    const url = new URL(raw, self.location.origin);
    url.hash = '';
    hrefs.add(url.href);
  }
  event.waitUntil(
    Promise.all(
      [...hrefs].map(async (href) => {
        const url = new URL(href);
        const mode = url.pathname.startsWith('/api/') ? 'cors' : 'same-origin';
        const strategy = strategyFor(url, 'GET', mode, self.location.origin);
        if (!strategy) return;
        const cache = await caches.open(CACHE[strategy]);
        if (strategy !== 'page' && strategy !== 'data' && (await cache.match(href, { ignoreVary: true }))) return;
        const response = await fetch(href, { credentials: 'same-origin' }).catch(() => null);
        if (keepable(response)) await put(strategy, href, response);
      }),
    ),
  );
});

function keepable(response: Response | null | undefined): response is Response {
  return !!response && response.status === 200 && (response.type === 'basic' || response.type === 'default');
}

async function put(strategy: Strategy, key: string, response: Response) {
  await (await caches.open(CACHE[strategy])).put(key, response);
  await trim(strategy);
}

async function trim(strategy: Strategy) {
  const cache = await caches.open(CACHE[strategy]);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - KEEP[strategy]))) await cache.delete(old);
}

/** Hashed assets never change, and photos are named anew on each upload: the cache, else the network. */
async function cacheFirst(event: FetchEvent, request: Request, strategy: Strategy): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE[strategy], ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) event.waitUntil(put(strategy, request.url, response.clone()));
  return response;
}

/**
 * Pages and the menu: the network, so prices and the open/closed state are today's; the last
 * copy when the network fails, the server answers 5xx or takes longer than NETWORK_TIMEOUT_MS. A page never kept falls
 * back to the home's copy turned into the shell.
 */
async function networkFirst(event: FetchEvent, request: Request, strategy: Strategy): Promise<Response> {
  const key = request.url.split('#')[0]!;
  const network = fetch(request).then((response) => {
    if (keepable(response)) event.waitUntil(put(strategy, key, response.clone()));
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), NETWORK_TIMEOUT_MS));
  const first = await Promise.race([network, timeout]).catch(() => null);
  // A server error (a proxy's 502 while the server restarts) is no better than no network.
  if (first && first.status < 500) return first;
  const cached = await fallback(strategy, key);
  if (cached) return cached;
  // Nothing kept: the server's answer, or wait for the network after all, failing as the browser would.
  return first ?? network;
}

/**
 * The copy kept for this address; else, for a page, the home's copy turned into the shell, and
 * for the menu or the store, the data the home's copy was rendered from (a rendered page asks
 * for neither, so they are often not kept on their own).
 */
async function fallback(strategy: Strategy, key: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE[strategy]);
  const exact = await cache.match(key, { ignoreVary: true });
  if (exact || (strategy !== 'page' && strategy !== 'data')) return exact;
  const home = await caches.match(new URL(HOME, self.location.origin).href, {
    cacheName: CACHE.page,
    ignoreVary: true,
  });
  if (!home) return undefined;
  const html = await home.text();
  if (strategy === 'data') {
    const json = dataFromPage(new URL(key).pathname, html);
    return json === null ? undefined : new Response(json, { headers: { 'content-type': 'application/json' } });
  }
  const headers = new Headers(home.headers);
  headers.delete('content-length');
  headers.delete('etag');
  return new Response(shellOf(html), { status: 200, headers });
}
