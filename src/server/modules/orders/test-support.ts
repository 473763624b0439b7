// Test helpers for checkout: local fake HTTP services (ViaCEP, OpenRouteService, Stripe) and
// the demo menu's ids by name.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { optionVariations, productOptions, products } from '../../db/schema';

export type FakeCall = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: string };
export type FakeAnswer = { status?: number; json?: unknown; delayMs?: number };

/** A local HTTP service answering with `handler`; records every call. */
export async function startFake(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const call = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body };
      calls.push(call);
      const a = await handler(call);
      if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(a.json === undefined ? '' : JSON.stringify(a.json));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type FakeService = Awaited<ReturnType<typeof startFake>>;

/** OpenRouteService's geocoder: the point for each address text containing a key. */
export function orsHandler(points: Record<string, { lat: number; lng: number }>) {
  return (call: FakeCall): FakeAnswer => {
    if (call.path !== '/geocode/search') return { status: 404, json: {} };
    if (call.query.get('api_key') !== 'ors-test-key') return { status: 403, json: { error: 'bad key' } };
    const text = call.query.get('text') ?? '';
    const hit = Object.entries(points).find(([k]) => text.includes(k));
    return { json: { features: hit ? [{ geometry: { coordinates: [hit[1].lng, hit[1].lat] } }] : [] } };
  };
}

export type DemoProduct = { id: string; name: string; priceCents: number; options: Record<string, { id: string; variations: Record<string, { id: string; priceCents: number }> }> };

/** The seeded menu by product name, with option groups and variations by name. */
export async function demoMenu(db: Db): Promise<Record<string, DemoProduct>> {
  const rows = await db.select().from(products);
  const opts = await db.select().from(productOptions);
  const vars = await db.select({ v: optionVariations, productId: productOptions.productId }).from(optionVariations).innerJoin(productOptions, eq(optionVariations.optionId, productOptions.id));
  const menu: Record<string, DemoProduct> = {};
  for (const p of rows) {
    const options: DemoProduct['options'] = {};
    for (const o of opts.filter((o) => o.productId === p.id)) {
      options[o.title] = {
        id: o.id,
        variations: Object.fromEntries(vars.filter((x) => x.v.optionId === o.id).map((x) => [x.v.name, { id: x.v.id, priceCents: x.v.priceCents }])),
      };
    }
    menu[p.name] = { id: p.id, name: p.name, priceCents: p.priceCents, options };
  }
  return menu;
}

export const CHECKOUT_FORM = {
  name: 'Maria Oliveira',
  email: 'maria@exemplo.com',
  phone: '(11) 91234-5678',
  zipCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  paymentMethod: 'pix' as const,
  change: '',
  notes: '',
};
