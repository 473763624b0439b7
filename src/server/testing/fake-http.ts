// Tests only: local HTTP services that speak the outside providers' protocols (ViaCEP,
// OpenRouteService, Stripe), so no test ever calls the network or mocks a function.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};
export type FakeAnswer = { status?: number; json?: unknown; delayMs?: number };

/** A local HTTP service answering with `handler`; records every call. */
export async function startFake(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const call = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
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
