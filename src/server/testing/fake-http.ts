// Tests only: local HTTP services that speak the outside providers' protocols (ViaCEP,
// OpenRouteService, Stripe), so no test ever calls the network or mocks a function. Every
// provider the API tests and the browser journeys talk to is a `startFake` with a handler: one
// of the providers below, a `routeTable`, or a function of the call. (The benchmarks call no
// provider; bench/support/bare-server.ts is their baseline, not a fake.)
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_API_VERSION } from '../modules/payments/stripe-client';

export type FakeCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};
export type FakeAnswer = {
  status?: number;
  json?: unknown;
  /** A body that is not JSON (an XML download), sent as is with `contentType`. */
  text?: string;
  contentType?: string;
  delayMs?: number;
  /** Answer nothing and drop the connection (a fake that held a request until it closes). */
  destroy?: boolean;
};
export type FakeHandler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/** A request to a fake, read whole: what the fakes answer from and what `calls` logs. */
export function readCall(req: IncomingMessage): Promise<FakeCall> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('error', reject);
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      resolve({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body });
    });
  });
}

/** A local HTTP service answering with `handler`; `calls` logs every request, in order. */
export async function startFake(handler: FakeHandler) {
  const calls: FakeCall[] = [];
  const server = createServer((req, res) => {
    void readCall(req).then(async (call) => {
      calls.push(call);
      const a = await handler(call);
      if (a.delayMs) await new Promise((r) => setTimeout(r, a.delayMs));
      if (a.destroy) return void res.destroy();
      res.writeHead(a.status ?? 200, { 'content-type': a.contentType ?? 'application/json' });
      res.end(a.text ?? (a.json === undefined ? '' : JSON.stringify(a.json)));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    /** Stops; `force` also drops the open connections (requests held, clients' spare sockets) at once. */
    close: (force = false) =>
      new Promise<void>((r) => {
        server.close(() => r());
        if (force === true) server.closeAllConnections();
      }),
  };
}

export type FakeService = Awaited<ReturnType<typeof startFake>>;

type Route = (call: FakeCall, params: Record<string, string>) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A handler from a table of `'METHOD /path'` keys (a `:name` segment matches any one segment
 * and is passed in `params`); anything not in the table gets `notFound`.
 */
export function routeTable(
  table: Record<string, Route>,
  notFound: FakeAnswer = { status: 404, json: {} },
): FakeHandler {
  const routes = Object.entries(table).map(([key, route]) => {
    const [method, path] = key.split(' ') as [string, string];
    const names: string[] = [];
    const pattern = path.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { method, re: new RegExp(`^${pattern}$`), names, route };
  });
  return (call) => {
    for (const r of routes) {
      const m = call.method === r.method ? r.re.exec(call.path) : null;
      if (m) return r.route(call, Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])));
    }
    return notFound;
  };
}

/** What ViaCEP answers for a CEP (the fields the server reads). */
export type ViaCepAddress = { cep: string; logradouro: string; bairro: string; localidade: string; uf: string };

/** The address most tests look up: CEP 01310-100, Avenida Paulista (the demo store's neighbourhood). */
export const PAULISTA_CEP: Record<string, ViaCepAddress> = {
  '01310100': {
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    bairro: 'Bela Vista',
    localidade: 'São Paulo',
    uf: 'SP',
  },
};

/**
 * ViaCEP (`GET /{8 digits}/json/`): the address of each known CEP, `{ erro: 'true' }` for
 * any other well-formed one, as ViaCEP answers; 400 for a malformed one.
 */
export function viaCepHandler(addresses: Record<string, ViaCepAddress>): FakeHandler {
  return routeTable(
    { 'GET /:cep/json/': (_, { cep }) => ({ json: addresses[cep!] ?? { erro: 'true' } }) },
    { status: 400, json: {} },
  );
}

/** OpenRouteService's geocoder: the point for each address text containing a key. */
export function orsHandler(points: Record<string, { lat: number; lng: number }>, apiKey = 'ors-test-key') {
  return (call: FakeCall): FakeAnswer => {
    if (call.path !== '/geocode/search') return { status: 404, json: {} };
    if (call.query.get('api_key') !== apiKey) return { status: 403, json: { error: 'bad key' } };
    const text = call.query.get('text') ?? '';
    const hit = Object.entries(points).find(([k]) => text.includes(k));
    return { json: { features: hit ? [{ geometry: { coordinates: [hit[1].lng, hit[1].lat] } }] : [] } };
  };
}

/** A PaymentIntent as the fake Stripe keeps and answers it. */
export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  idempotency_key: string | undefined;
  cancellation_reason?: string | null;
};

/** A Refund as the fake Stripe keeps and answers it. */
export type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
  metadata: Record<string, string>;
};

/**
 * Stripe's PaymentIntents and Refunds APIs as the server calls them
 * (modules/payments/stripe-client.ts): every call must carry the secret key and the pinned
 * `Stripe-Version`; `POST /v1/payment_intents` (form-encoded) creates an intent, `GET
 * /v1/payment_intents/:id` reads it; a creation repeating an `Idempotency-Key` gets the first
 * one's intent, as from Stripe (with other parameters, Stripe's `idempotency_error`).
 * `intents` holds what was created, by id (`<idPrefix>1`, `<idPrefix>2`…);
 * `declineNext()` makes the next creation fail as a declined card does; `pay(id)` is the
 * customer paying: the intent succeeds and the answer is the `payment_intent.succeeded` event to
 * send to the webhook. `POST /v1/refunds` refunds a paid intent, up to what is left of it
 * (`refunds`, by id); `refuseNextRefund()` makes the next one answer an error, as when Stripe is
 * down, and `nextRefundStatus('failed' | 'pending')` creates it with that status. Long on purpose:
 * it implements those endpoints over one shared state, as Stripe would.
 */
// eslint-disable-next-line max-lines-per-function -- the fake implements those endpoints over one shared state, as Stripe would
export function fakeStripe(opts: { secretKey: string; idPrefix?: string }) {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  /** The answer and request body of each `Idempotency-Key` used on refunds. */
  const refundKeys = new Map<string, { body: string; refund: FakeRefund }>();
  let declines = 0;
  let refundRefusals = 0;
  let refundStatus = 'succeeded';
  const stripeError = (status: number, type: string, message: string): FakeAnswer => ({
    status,
    json: { error: { type, message } },
  });
  const routes = routeTable(
    {
      'POST /v1/payment_intents': (call) => {
        if (declines > 0) {
          declines--;
          return { status: 402, json: { error: { message: 'card_declined' } } };
        }
        const key = call.headers['idempotency-key'] as string | undefined;
        const earlier = key && [...intents.values()].find((i) => i.idempotency_key === key);
        if (earlier) return { json: earlier };
        const form = new URLSearchParams(call.body);
        const id = `${opts.idPrefix ?? 'pi_fake_'}${intents.size + 1}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata,
          idempotency_key: key,
        };
        intents.set(id, intent);
        return { json: intent };
      },
      'POST /v1/payment_intents/:id/cancel': (call, { id }) => {
        const intent = intents.get(id!);
        if (!intent) return stripeError(404, 'invalid_request_error', 'No such payment_intent');
        // Stripe cancels only an intent that has not succeeded and is not cancelled already.
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return stripeError(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          );
        intent.status = 'canceled';
        intent.cancellation_reason = new URLSearchParams(call.body).get('cancellation_reason');
        return { json: intent };
      },
      'GET /v1/payment_intents/:id': (_, { id }) => {
        const intent = intents.get(id!);
        return intent ? { json: intent } : { status: 404, json: { error: { message: 'No such payment_intent' } } };
      },
      'POST /v1/refunds': (call) => {
        if (refundRefusals > 0) {
          refundRefusals--;
          return stripeError(500, 'api_error', 'An unknown error occurred');
        }
        const key = call.headers['idempotency-key'] as string | undefined;
        const earlier = key ? refundKeys.get(key) : undefined;
        if (earlier)
          return earlier.body === call.body
            ? { json: earlier.refund }
            : stripeError(
                400,
                'idempotency_error',
                'Keys for idempotent requests can only be used with the same parameters',
              );
        const form = new URLSearchParams(call.body);
        const intent = intents.get(form.get('payment_intent') ?? '');
        if (!intent) return stripeError(400, 'invalid_request_error', 'No such payment_intent');
        if (intent.status !== 'succeeded')
          return stripeError(
            400,
            'invalid_request_error',
            'This PaymentIntent does not have a successful charge to refund.',
          );
        const refunded = [...refunds.values()]
          .filter((r) => r.payment_intent === intent.id && r.status !== 'failed')
          .reduce((sum, r) => sum + r.amount, 0);
        const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - refunded;
        if (refunded >= intent.amount)
          return stripeError(400, 'invalid_request_error', 'Charge has already been refunded.');
        if (!(amount > 0) || amount > intent.amount - refunded)
          return stripeError(400, 'invalid_request_error', 'Refund amount is greater than the unrefunded amount.');
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m) metadata[m[1]!] = v;
        }
        const refund: FakeRefund = {
          id: `re_fake_${refunds.size + 1}`,
          object: 'refund',
          amount,
          currency: intent.currency ?? 'brl',
          payment_intent: intent.id,
          status: refundStatus,
          metadata,
        };
        refundStatus = 'succeeded';
        refunds.set(refund.id, refund);
        if (key) refundKeys.set(key, { body: call.body, refund });
        return { json: refund };
      },
    },
    { status: 404, json: { error: { message: 'not found' } } },
  );
  const handler: FakeHandler = (call) => {
    if (call.headers.authorization !== `Bearer ${opts.secretKey}`)
      return { status: 401, json: { error: { message: 'Invalid API Key' } } };
    // Every call names the API version it was written against (else Stripe uses the account's default).
    if (call.headers['stripe-version'] !== STRIPE_API_VERSION)
      return { status: 400, json: { error: { message: `Invalid Stripe-Version: ${call.headers['stripe-version']}` } } };
    return routes(call);
  };
  return {
    handler,
    intents,
    refunds,
    declineNext() {
      declines++;
    },
    /** The customer pays the intent: it succeeds; the answer is the event Stripe would send. */
    pay(id: string) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = 'succeeded';
      return {
        id: `evt_${id}_succeeded`,
        type: 'payment_intent.succeeded',
        data: { object: { id, amount: intent.amount, amount_received: intent.amount, currency: intent.currency } },
      };
    },
    refuseNextRefund() {
      refundRefusals++;
    },
    nextRefundStatus(status: 'pending' | 'failed') {
      refundStatus = status;
    },
  };
}
