// The journeys' fixtures (Vitest's test.extend). Each file gets its own server, on a fresh data
// directory and a free port, its own browser and the local fakes it asks for; nothing is shared
// between files. A journey asks for what it uses:
//
//   test('...', async ({ page, newPage, server }) => { ... });
//
// A file sets its server's options once, at its top, with test.override: environment variables
// (which may name the fakes it depends on) and the fakes' own data.
//
//   test.override('cepAddresses', PAULISTA_CEP);
//   test.override('serverEnv', ({ cep, stripe }) => ({ ...cep.env, ...stripe.env, GEO_RATE_LIMIT: '1000' }));
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { expect, test as base } from 'vitest';
import {
  fakeStripe,
  orsHandler,
  startFake,
  viaCepHandler,
  type ViaCepAddress,
} from '../../src/server/testing/fake-http';
import { startFakePixApi } from '../../src/server/testing/fake-pix-api';
import { startFakePrinter } from '../../src/server/testing/fake-printer';
import { startFakeWhatsapp } from '../../src/server/testing/fake-whatsapp';
import { startSmtpCapture } from '../../src/server/testing/smtp-capture';
import { launchBrowser, PHONE } from './support/browser';
import { AUGUSTA_CEP } from './support/checkout';
import { seedDemoMenu } from './support/demo-menu';
import { HOOK_TIMEOUT_MS } from './support/limits';
import { startServer, type TestServer } from './support/server';

type Env = Record<string, string>;

/** Where the geocoder finds Avenida Paulista, the address the journeys with a map deliver to. */
const PAULISTA_POINT: Record<string, { lat: number; lng: number }> = {
  'Avenida Paulista': { lat: -23.5614, lng: -46.6559 },
};

/**
 * Vitest does not time a fixture's teardown: `stop` gets the hook timeout that the afterAll
 * hooks doing it before had, so a server that will not stop fails its file instead of the run
 * hanging.
 */
async function stopWithin(what: string, stop: () => Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${HOOK_TIMEOUT_MS / 1000} s`)), HOOK_TIMEOUT_MS);
  });
  try {
    await Promise.race([stop(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export const test = base
  // The file's server: the real one (built SPA + API) on a free port and a fresh embedded
  // database with the demo menu (support/server.ts), with the file's `serverEnv` on top.
  .extend('serverEnv', { scope: 'file' }, {} as Env)
  .extend('server', { scope: 'file' }, async ({ serverEnv }, { onCleanup }) => {
    const server = await startServer(serverEnv);
    onCleanup(() => stopWithin('stopping the server', () => server.stop()));
    return server;
  })
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => stopWithin('closing the browser', () => browser.close()));
    return browser;
  })
  /** A browser context on the file's server: a phone in São Paulo, in pt-BR, unless `options` say otherwise. */
  .extend(
    'newContext',
    { scope: 'file' },
    ({ browser, server }) =>
      (options: BrowserContextOptions = {}) =>
        browser.newContext({
          baseURL: server.url,
          viewport: PHONE,
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
          ...options,
        }),
  )
  /**
   * A page in a context of its own (its own cookies and storage: another person, or another
   * device), waiting 10 s for an element. It lasts until the journey closes it or the file ends:
   * a page may go on from one journey to the next.
   */
  .extend(
    'newPage',
    { scope: 'file' },
    ({ newContext }) =>
      async (viewport: ViewportSize = PHONE, options: BrowserContextOptions = {}) => {
        const page = await (await newContext({ viewport, ...options })).newPage();
        page.setDefaultTimeout(10_000);
        return page;
      },
  )
  /** A phone's page for this journey alone, closed after it. */
  .extend('page', async ({ newPage }, { onCleanup }) => {
    const page = await newPage();
    onCleanup(() => page.context().close());
    return page;
  })
  /** Servers of the journey's own, besides the file's (with other settings, or to stop halfway); stopped after it. */
  .extend('startServer', async ({}, { onCleanup }) => {
    const started: TestServer[] = [];
    onCleanup(() => stopWithin('stopping the servers', () => Promise.all(started.map((s) => s.stop()))));
    return async (env: Env = {}) => {
      const server = await startServer(env);
      started.push(server);
      return server;
    };
  })
  // The local fakes of the outside services, started for the files whose `serverEnv` asks for
  // them; `env` holds the settings that point the server at each.
  /** The addresses the CEP provider knows. */
  .extend('cepAddresses', { scope: 'file' }, AUGUSTA_CEP as Record<string, ViaCepAddress>)
  .extend('cep', { scope: 'file' }, async ({ cepAddresses }, { onCleanup }) => {
    const cep = await startFake(viaCepHandler(cepAddresses));
    onCleanup(() => stopWithin('stopping the CEP provider', () => cep.close()));
    return { ...cep, env: { CEP_API_URL: cep.url } };
  })
  /** The points OpenRouteService's geocoder finds, by a text the address contains. */
  .extend('orsPoints', { scope: 'file' }, PAULISTA_POINT)
  .extend('ors', { scope: 'file' }, async ({ orsPoints }, { onCleanup }) => {
    const ors = await startFake(orsHandler(orsPoints, 'ors-e2e'));
    onCleanup(() => stopWithin('stopping the geocoder', () => ors.close()));
    return { ...ors, env: { ORS_API_URL: ors.url, ORS_API_KEY: 'ors-e2e' } };
  })
  /** Stripe's PaymentIntents and Refunds APIs; its webhooks are signed with `webhookSecret`. */
  .extend('stripe', { scope: 'file' }, async ({}, { onCleanup }) => {
    const stripe = fakeStripe({ secretKey: 'sk_test_e2e', idPrefix: 'pi_e2e_' });
    const api = await startFake(stripe.handler);
    onCleanup(() => stopWithin('stopping Stripe', () => api.close()));
    const webhookSecret = 'whsec_e2e';
    return Object.assign(stripe, {
      webhookSecret,
      env: {
        STRIPE_API_URL: api.url,
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
      },
    });
  })
  /** An SMTP server that keeps every email the store sends. */
  .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const smtp = await startSmtpCapture();
    onCleanup(() => stopWithin('stopping the SMTP server', () => smtp.close()));
    return { ...smtp, env: { SMTP_URL: smtp.url } };
  })
  /** A bank's API Pix (mutual TLS, OAuth2, its webhook to the server). */
  .extend('pix', { scope: 'file' }, async ({}, { onCleanup }) => {
    const pix = await startFakePixApi();
    onCleanup(() => stopWithin('stopping the API Pix', () => pix.close()));
    return pix;
  })
  /**
   * WhatsApp's Cloud API (Meta's Graph API): takes template messages and posts their receipts
   * (sent, delivered, read), signed, to the webhook the journey names with `setWebhookUrl`.
   */
  .extend('whatsapp', { scope: 'file' }, async ({}, { onCleanup }) => {
    const whatsapp = await startFakeWhatsapp({ receipts: ['sent', 'delivered', 'read'] });
    onCleanup(() => stopWithin('stopping the WhatsApp API', () => whatsapp.close()));
    return whatsapp;
  })
  /** A network thermal printer (ESC/POS over TCP) that decodes the jobs it is sent. */
  .extend('printer', { scope: 'file' }, async ({}, { onCleanup }) => {
    const printer = await startFakePrinter();
    onCleanup(() => stopWithin('stopping the printer', () => printer.stop()));
    return printer;
  })
  /**
   * A data directory seeded with the demo menu before the server opens it (`DATA_DIR`), and the
   * menu's ids, for the files that need a variation's id beside its option's title.
   */
  .extend('seededMenu', { scope: 'file' }, async ({}, { onCleanup }) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-e2e-seeded-'));
    onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir, menu: seedDemoMenu(dataDir) };
  });

// Vitest starts a file-scoped fixture where a journey or a hook first asks for it. Asked for
// here, in a hook of every file that imports this module, the server and the browser start
// within hookTimeout as each file's beforeAll started them before, not inside the 60 s of the
// file's first journey.
test.beforeAll(({ server, browser }) => void [server, browser]);

/**
 * Waits until `text` shows on the page: the first element with it is visible, within 8 s.
 * `exact` matches the whole text (case included); `shown` looks among the elements on screen
 * only, for a page that also has the text in a hidden layout (cards on a phone, a table on a
 * desktop).
 */
export function visible(
  page: Page,
  text: string | RegExp,
  { exact, shown = false, timeout = 8000 }: { exact?: boolean; shown?: boolean; timeout?: number } = {},
) {
  const found = page.getByText(text, { exact });
  return expect
    .poll(() => (shown ? found.filter({ visible: true }) : found).first().isVisible(), { timeout })
    .toBe(true);
}

/**
 * The page has settled once the network is quiet: the lazy route's code has loaded and the app
 * has taken over the server's HTML (it gives no visible sign of it on a page whose cart is empty).
 */
export const settled = (page: Page) => page.waitForLoadState('networkidle');

/** Fills the fields with these labels (exact), in order. */
export async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}
