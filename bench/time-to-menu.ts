// Time to menu (docs/decisions/004): how long after navigation start a phone shows the first
// product card of the home's first tab, beside the first contentful paint (FCP) of the same
// load. Chromium at 390x844 (3x density, touch), CPU slowed 4x, every /api/* request held
// 50 ms, a fresh context (empty cache) per run, against the real server with the demo menu.
// Budget: the card is painted within 50 ms of FCP, i.e. the first HTML already holds the menu.
// The same runs at full CPU, alternated with the slowed ones, are reported without a budget.
// The browser's floor is measured beside them: a page holding nothing but one card, sent by a
// bare node:http server with the home's own security headers (its opener policy alone makes
// Chromium start a new renderer process for the page), loaded the same way. What the home takes
// above it is the page's own work (its HTML, stylesheet, photos and script); the floor is
// Chromium's on this machine.
//
//   npx tsx bench/time-to-menu.ts               builds into a temporary folder, 7 runs each
//   npx tsx bench/time-to-menu.ts --runs 11     more runs
//   npx tsx bench/time-to-menu.ts --dist DIR    uses a build already made
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { spawnServer } from '../src/server/testing/spawn-server';
import { launchBrowser } from '../tests/e2e/support/browser';
import { numberOption } from './support/options';
import { median, reportRows, spreadOf, type BenchRow } from './support/report';
import { webBuild } from './support/web-build';

const RUNS = numberOption('runs', 7);
const CPU_SLOWDOWN = 4;
const API_DELAY_MS = 50;
const BUDGET_MS = 50;
/** The first card painted, from navigation start, on the phone slowed 4x (docs/decisions/026). */
const MENU_BUDGET_MS = 300;
const CARD = '[data-testid="category-products"] > li:first-child';
const RUN_TIMEOUT_MS = 30_000;
/** The least a page can be that the probe accepts: one card in the list it waits for. */
const FLOOR_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Cardápio</title></head>' +
  '<body><ul data-testid="category-products"><li>Esfiha de carne</li></ul></body></html>';

/** Headers of an answer that describe its body or its connection, not the page's policies. */
const BODY_HEADERS =
  /^(content-(length|encoding)|etag|vary|date|connection|keep-alive|transfer-encoding|x-request-id)$/;

/**
 * The floor's server: bare node:http in this process, answering every path with FLOOR_HTML and
 * the headers the app sent with its home (`homeUrl`), but for those of its body.
 */
async function floorServer(homeUrl: string): Promise<{ url: string; close(): void }> {
  const body = Buffer.from(FLOOR_HTML);
  const home = await fetch(homeUrl);
  await home.arrayBuffer();
  const headers = Object.fromEntries([...home.headers].filter(([name]) => !BODY_HEADERS.test(name)));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

// Injected before any of the page's scripts; all times are page time since navigation start
// (performance.timeOrigin). The card's elements get an `elementtiming` attribute as soon as
// they enter the DOM (before the next frame), so Chromium reports when its text or photo is
// actually painted, on the same clock and in the same terms as FCP. A requestAnimationFrame
// poll notes the first frame in which the card is laid out (non-zero box, not hidden): the
// fallback when no element-timing entry arrives, and a cross-check.
const PROBE = `(() => {
  const CARD = ${JSON.stringify(CARD)};
  const state = { fcp: null, laidOut: null, painted: null };
  let finish;
  state.done = new Promise((resolve) => (finish = resolve));
  const check = () => {
    if (state.fcp === null || state.laidOut === null) return;
    if (state.painted !== null) return finish(state);
    setTimeout(() => finish(state), 2000);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
    check();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const t = e.renderTime || e.loadTime;
      if (e.identifier === 'ttm-card' && t > 0 && (state.painted === null || t < state.painted)) state.painted = t;
    }
    check();
  }).observe({ type: 'element', buffered: true });
  const mark = () => {
    const card = document.querySelector(CARD);
    if (!card) return;
    for (const el of [card, ...card.querySelectorAll('*')])
      if (!el.hasAttribute('elementtiming')) el.setAttribute('elementtiming', 'ttm-card');
  };
  new MutationObserver(mark).observe(document, { childList: true, subtree: true });
  const frame = (t) => {
    const card = document.querySelector(CARD);
    const box = card && card.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0 && card.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      state.laidOut = t;
      check();
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  window.__timeToMenu = state;
})();`;

type Run = { fcp: number; menu: number; laidOut: number; byElementTiming: boolean };

/** One cold load of the home in a new context; resolves once the card and FCP are both known. */
async function measure(browser: Browser, url: string, cpuRate: number): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    // Playwright intercepts every request once a route is set; only /api/* ones wait.
    await context.route(
      (u) => u.pathname.startsWith('/api/'),
      async (route) => {
        await new Promise((r) => setTimeout(r, API_DELAY_MS));
        await route.continue();
      },
    );
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(url + '/', { waitUntil: 'commit' });
    // Awaits the probe's promise: no polling from here, which would itself take the page's CPU.
    const result = await Promise.race([
      page.evaluate(
        () =>
          (window as unknown as { __timeToMenu: { done: Promise<Record<string, number | null>> } }).__timeToMenu.done,
      ),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`no FCP or no "${CARD}" laid out within ${RUN_TIMEOUT_MS / 1000} s`)),
          RUN_TIMEOUT_MS,
        ),
      ),
    ]);
    const fcp = result.fcp!;
    const laidOut = result.laidOut!;
    const painted = result.painted ?? null;
    return { fcp, laidOut, menu: painted ?? laidOut, byElementTiming: painted !== null };
  } finally {
    await context.close();
  }
}

async function main() {
  const build = webBuild('time-to-menu');
  const server = await spawnServer({
    label: 'time-to-menu',
    env: { WEB_DIST: build.dist, SEED_DEMO: 'true' },
    onOutput: () => {},
  });
  const floor = await floorServer(server.url + '/');
  const browser = await launchBrowser();
  // Per CPU setting, the home and its floor, loaded one after the other in every round.
  const settings: Setting[] = [
    { label: `CPU ${CPU_SLOWDOWN}x slower`, rate: CPU_SLOWDOWN, home: [], floor: [] },
    { label: 'full CPU', rate: 1, home: [], floor: [] },
  ];
  try {
    // One load to warm the server (its first answers fill caches); not counted.
    await measure(browser, server.url, 1);
    console.log(
      `Time to menu on / : 390x844 @3x, /api/* held ${API_DELAY_MS} ms, fresh context per run, ${RUNS} runs per setting (alternated)\n`,
    );
    console.log('  run  page   CPU        FCP ms   menu ms   menu - FCP   laid out ms   painted by');
    for (let i = 0; i < RUNS; i++) {
      for (const setting of settings) {
        for (const page of ['home', 'floor'] as const) {
          const r = await measure(browser, page === 'home' ? server.url : floor.url, setting.rate);
          setting[page].push(r);
          console.log(
            `  ${String(i + 1).padStart(3)}  ${page.padEnd(6)} ${`${setting.rate}x`.padEnd(5)} ${r.fcp.toFixed(0).padStart(10)} ${r.menu.toFixed(0).padStart(9)} ${(r.menu - r.fcp).toFixed(0).padStart(12)} ${r.laidOut.toFixed(0).padStart(13)}   ${r.byElementTiming ? 'element timing' : 'rAF (no element timing entry)'}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    floor.close();
    await server.stop();
    build.done();
  }

  console.log('\n  medians');
  reportRows(settings.flatMap(figures));
}

type Setting = { label: string; rate: number; home: Run[]; floor: Run[] };

/** The table's rows for one CPU setting: the home's figures beside its floor's. */
function figures({ label, rate, home, floor }: Setting): BenchRow[] {
  const fcp = median(home.map((r) => r.fcp));
  const menu = median(home.map((r) => r.menu));
  const gap = median(home.map((r) => r.menu - r.fcp));
  const floorMenu = median(floor.map((r) => r.menu));
  const above = median(home.map((r, i) => r.menu - floor[i]!.menu));
  console.log(
    `  ${label.padEnd(16)} FCP ${fcp.toFixed(0)} ms, menu ${menu.toFixed(0)} ms, menu - FCP ${gap.toFixed(0)} ms; floor ${floorMenu.toFixed(0)} ms, home above it ${above.toFixed(0)} ms`,
  );
  const throttled = rate !== 1;
  const floorLabel = 'a one-card page from bare node:http (the floor), same runs';
  return [
    {
      bench: 'time to menu',
      figure: `menu visible after FCP (ms), ${label}`,
      value: Math.round(gap),
      unit: 'ms',
      runs: home.length,
      baseline: { label: 'first contentful paint, same runs', value: Math.round(fcp) },
      ...(throttled ? { budget: `≤ ${BUDGET_MS} ms`, ok: gap <= BUDGET_MS } : {}),
    },
    {
      bench: 'time to menu',
      figure: `first product card visible on /, ${label}`,
      value: Math.round(menu),
      unit: 'ms',
      runs: home.length,
      spread: spreadOf(home.map((r) => r.menu)),
      baseline: { label: floorLabel, value: Math.round(floorMenu) },
      ...(throttled ? { budget: `≤ ${MENU_BUDGET_MS} ms`, ok: menu <= MENU_BUDGET_MS } : {}),
    },
    {
      bench: 'time to menu',
      figure: `the home above the floor (paired runs), ${label}`,
      value: Math.round(above),
      unit: 'ms',
      runs: home.length,
      spread: spreadOf(home.map((r, i) => r.menu - floor[i]!.menu)),
    },
  ];
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
