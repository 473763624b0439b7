import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// iFood's Merchant API as its public docs describe it (developer.ifood.com.br: Authentication,
// Events, Order), on 127.0.0.1, for the tests and the journeys: a client-credentials token that
// expires; events by polling, given again until acknowledged; an order's details; the status
// actions, each answered 202 and followed by its event, as iFood does. `failNext` answers the
// next calls with 401, 429 or a 5xx; `calls` logs every request in order.

export type FakeIfoodOrder = Record<string, unknown> & { id: string; displayId: string };

export type FakeIfoodEvent = {
  id: string;
  code: string;
  fullCode: string;
  orderId: string;
  merchantId: string;
  createdAt: string;
  salesChannel: string;
  metadata?: Record<string, unknown>;
};

export type FakeIfoodCall = { method: string; path: string; body: unknown; token: string | null };

type Options = { clientId?: string; clientSecret?: string; merchantId?: string; tokenSeconds?: number };

/** The action paths and the event iFood posts once each has been done. */
const ACTIONS: Record<string, [code: string, fullCode: string]> = {
  confirm: ['CFM', 'CONFIRMED'],
  startPreparation: ['PRS', 'PREPARATION_STARTED'],
  readyToPickup: ['RTP', 'READY_TO_PICKUP'],
  dispatch: ['DSP', 'DISPATCHED'],
};

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('error', reject);
    req.on('end', () => resolve(body));
  });

function send(res: ServerResponse, status: number, json?: unknown) {
  if (json === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
}

// Tests find an order on the board by its display number: two orders of one run must never
// share one, as two random draws could.
let lastDisplayId = Math.floor(Math.random() * 9000);
const nextDisplayId = () => String(1000 + (lastDisplayId = (lastDisplayId + 1) % 9000));

/** An order's details with the fields iFood always sends; `over` replaces any of them. */
export function ifoodOrderDetails(over: Partial<FakeIfoodOrder> & { merchantId?: string } = {}): FakeIfoodOrder {
  const id = over.id ?? randomUUID();
  const { merchantId = 'merchant-e2e', ...rest } = over;
  return {
    id,
    displayId: nextDisplayId(),
    orderType: 'DELIVERY',
    orderTiming: 'IMMEDIATE',
    salesChannel: 'IFOOD',
    category: 'FOOD',
    createdAt: new Date().toISOString(),
    preparationStartDateTime: new Date().toISOString(),
    isTest: true,
    merchant: { id: merchantId, name: 'Loja de teste' },
    customer: {
      id: randomUUID(),
      name: 'Cliente iFood',
      documentNumber: null,
      phone: { number: '0800 705 0500', localizer: '12345678', localizerExpiration: new Date().toISOString() },
      ordersCountOnMerchant: 1,
    },
    items: [],
    benefits: [],
    additionalFees: [],
    total: { subTotal: 0, deliveryFee: 0, benefits: 0, orderAmount: 0, additionalFees: 0 },
    payments: { prepaid: 0, pending: 0, methods: [] },
    delivery: {
      mode: 'DEFAULT',
      deliveredBy: 'IFOOD',
      deliveryDateTime: new Date(Date.now() + 40 * 60_000).toISOString(),
      deliveryAddress: {
        streetName: 'Avenida Paulista',
        streetNumber: '1000',
        formattedAddress: 'Avenida Paulista, 1000',
        neighborhood: 'Bela Vista',
        complement: 'Apto 12',
        reference: '',
        postalCode: '01310100',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        coordinates: { latitude: -23.5646, longitude: -46.6527 },
      },
    },
    ...rest,
  } as FakeIfoodOrder;
}

type State = {
  clientId: string;
  clientSecret: string;
  merchantId: string;
  tokenSeconds: number;
  merchantStatus: FakeMerchantStatus[];
  interruptions: FakeInterruption[];
  tokens: Map<string, number>; // token → expiry (ms)
  orders: Map<string, FakeIfoodOrder>;
  pending: FakeIfoodEvent[];
  acknowledged: string[];
  calls: FakeIfoodCall[];
  failures: { status: number; path?: string }[];
  duplicateNextPoll: boolean;
  /** iFood refuses the next cancellation requests (CANCELLATION_REQUEST_FAILED). */
  refuseCancellation: boolean;
  disputes: Map<string, { orderId: string; answer: 'accept' | 'reject' | null; reason: unknown }>;
  /** Each item's status in the catalog, by external code, as the store set it. */
  catalog: Map<string, string>;
};

/** Each event a millisecond after the one before at least: their order is their `createdAt`'s. */
let lastEventMs = 0;

function addEvent(st: State, orderId: string, [code, fullCode]: [string, string], metadata?: Record<string, unknown>) {
  lastEventMs = Math.max(Date.now(), lastEventMs + 1);
  const e: FakeIfoodEvent = {
    id: randomUUID(),
    code,
    fullCode,
    orderId,
    merchantId: st.merchantId,
    createdAt: new Date(lastEventMs).toISOString(),
    salesChannel: 'IFOOD',
    ...(metadata && { metadata }),
  };
  st.pending.push(e);
  return e;
}

function authorised(st: State, req: IncomingMessage): string | null {
  const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
  const expires = token ? st.tokens.get(token) : undefined;
  return expires !== undefined && expires > Date.now() ? token : null;
}

function token(st: State, res: ServerResponse, body: string) {
  const form = new URLSearchParams(body);
  if (
    form.get('grantType') !== 'client_credentials' ||
    form.get('clientId') !== st.clientId ||
    form.get('clientSecret') !== st.clientSecret
  )
    return send(res, 401, { error: { code: 'Unauthorized', message: 'Bad credentials' } });
  const accessToken = randomUUID();
  st.tokens.set(accessToken, Date.now() + st.tokenSeconds * 1000);
  send(res, 200, { accessToken, type: 'bearer', expiresIn: st.tokenSeconds });
}

function poll(st: State, req: IncomingMessage, res: ServerResponse) {
  if (req.headers['x-polling-merchants'] !== st.merchantId) return send(res, 400, { error: { code: 'BadRequest' } });
  if (!st.pending.length) return send(res, 204);
  // iFood may give events out of order and more than once: the client sorts and deduplicates.
  const out = [...st.pending].reverse();
  if (st.duplicateNextPoll) {
    st.duplicateNextPoll = false;
    out.push(...st.pending);
  }
  send(res, 200, out);
}

function acknowledge(st: State, res: ServerResponse, body: string) {
  let ids: unknown;
  try {
    ids = JSON.parse(body);
  } catch {
    return send(res, 400, { error: { code: 'BadRequest' } });
  }
  if (!Array.isArray(ids) || ids.length > 2000) return send(res, 400, { error: { code: 'BadRequest' } });
  for (const { id } of ids as { id: string }[]) {
    const i = st.pending.findIndex((e) => e.id === id);
    if (i >= 0) st.acknowledged.push(...st.pending.splice(i, 1).map((e) => e.id));
  }
  send(res, 202);
}

/** The reasons iFood offers a store for cancelling (its cancellation codes). */
export const FAKE_CANCELLATION_REASONS = [
  { cancelCodeId: '501', description: 'Problemas de sistema' },
  { cancelCodeId: '502', description: 'Pedido em duplicidade' },
  { cancelCodeId: '503', description: 'Item indisponível' },
  { cancelCodeId: '504', description: 'Restaurante sem entregador' },
  { cancelCodeId: '506', description: 'Pedido fora da área de entrega' },
];

/** The store asks to cancel: CANCELLATION_REQUESTED, then CANCELLED, or CANCELLATION_REQUEST_FAILED. */
function requestCancellation(st: State, res: ServerResponse, id: string, body: unknown) {
  const { cancellationCode, reason } = (body ?? {}) as { cancellationCode?: unknown; reason?: unknown };
  const known = FAKE_CANCELLATION_REASONS.find((r) => r.cancelCodeId === cancellationCode);
  if (!known || typeof reason !== 'string')
    return send(res, 400, { error: { code: 'BadRequest', message: 'Invalid cancellation code' } });
  addEvent(st, id, ['CAR', 'CANCELLATION_REQUESTED'], { reason_code: known.cancelCodeId, details: reason });
  if (st.refuseCancellation)
    addEvent(st, id, ['CARF', 'CANCELLATION_REQUEST_FAILED'], { reason: 'Pedido já saiu para entrega' });
  else addEvent(st, id, ['CAN', 'CANCELLED'], { CANCEL_STAGE: 'POST_CONFIRMED', CANCEL_REASON: reason });
  send(res, 202);
}

/** The store answers a customer's request on the negotiation platform: HANDSHAKE_SETTLEMENT follows. */
function answerDispute(st: State, res: ServerResponse, disputeId: string, verdict: string, body: unknown) {
  const dispute = st.disputes.get(disputeId);
  if (!dispute || dispute.answer) return send(res, 404, { error: { code: 'NotFound', message: 'Dispute not found' } });
  const reason = (body as { reason?: unknown } | null)?.reason;
  if (verdict === 'reject' && (typeof reason !== 'string' || !reason))
    return send(res, 400, { error: { code: 'BadRequest', message: 'reason is required' } });
  dispute.answer = verdict === 'accept' ? 'accept' : 'reject';
  dispute.reason = reason ?? null;
  addEvent(st, dispute.orderId, ['HSS', 'HANDSHAKE_SETTLEMENT'], {
    disputeId,
    status: verdict === 'accept' ? 'ACCEPTED' : 'REJECTED',
  });
  if (verdict === 'accept')
    addEvent(st, dispute.orderId, ['CAN', 'CANCELLED'], {
      CANCEL_STAGE: 'POST_CONFIRMED',
      CANCEL_REASON: 'Cliente pediu',
    });
  send(res, 201, { status: 'ACCEPTED' });
}

function order(st: State, res: ServerResponse, id: string, action: string | undefined, body: unknown) {
  const o = st.orders.get(id);
  if (!o) return send(res, 404, { error: { code: 'NotFound', message: 'Order not found' } });
  if (!action) return send(res, 200, o);
  if (action === 'cancellationReasons') return send(res, 200, FAKE_CANCELLATION_REASONS);
  if (action === 'requestCancellation') return requestCancellation(st, res, id, body);
  const step = ACTIONS[action];
  if (!step) return send(res, 404, { error: { code: 'NotFound' } });
  addEvent(st, id, step);
  send(res, 202);
}

async function answer(st: State, req: IncomingMessage, res: ServerResponse) {
  const body = await read(req);
  const path = new URL(req.url ?? '/', 'http://fake').pathname;
  let parsed: unknown = body;
  try {
    parsed = body && req.headers['content-type']?.includes('json') ? JSON.parse(body) : body;
  } catch {
    /* kept as text */
  }
  st.calls.push({ method: req.method ?? 'GET', path, body: parsed, token: authorised(st, req) });
  const f = st.failures.findIndex((x) => !x.path || path === x.path);
  if (f >= 0) {
    const { status } = st.failures.splice(f, 1)[0]!;
    return send(res, status, { error: { code: String(status), message: 'Injected failure' } });
  }
  if (req.method === 'POST' && path === '/authentication/v1.0/oauth/token') return token(st, res, body);
  if (!authorised(st, req)) return send(res, 401, { error: { code: 'Unauthorized', message: 'Token expired' } });
  if (req.method === 'GET' && path === '/events/v1.0/events:polling') return poll(st, req, res);
  if (req.method === 'POST' && path === '/events/v1.0/events/acknowledgment') return acknowledge(st, res, body);
  const d = /^\/order\/v1\.0\/disputes\/([^/]+)\/(accept|reject)$/.exec(path);
  if (d && req.method === 'POST') return answerDispute(st, res, d[1]!, d[2]!, parsed);
  if (path.startsWith('/merchant/v1.0/')) return merchantRoute(st, req, res, path, parsed);
  if (path.startsWith('/catalog/v2.0/')) return catalogRoute(st, req, res, path, parsed);
  const m = /^\/order\/v1\.0\/orders\/([^/]+)(?:\/([A-Za-z]+))?$/.exec(path);
  const reads = !m?.[2] || m[2] === 'cancellationReasons';
  if (m && (reads ? req.method === 'GET' : req.method === 'POST')) return order(st, res, m[1]!, m[2], parsed);
  send(res, 404, { error: { code: 'NotFound' } });
}

export async function startFakeIfood(opts: Options = {}) {
  const st: State = {
    clientId: opts.clientId ?? 'ifood-client-e2e',
    clientSecret: opts.clientSecret ?? 'ifood-secret-e2e',
    merchantId: opts.merchantId ?? 'merchant-e2e',
    tokenSeconds: opts.tokenSeconds ?? 21_600,
    merchantStatus: [MERCHANT_OK],
    interruptions: [],
    tokens: new Map(),
    orders: new Map(),
    pending: [],
    acknowledged: [],
    calls: [],
    failures: [],
    duplicateNextPoll: false,
    refuseCancellation: false,
    disputes: new Map(),
    catalog: new Map(),
  };
  const server = createServer((req, res) => void answer(st, req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      IFOOD_API_URL: url,
      IFOOD_CLIENT_ID: st.clientId,
      IFOOD_CLIENT_SECRET: st.clientSecret,
      IFOOD_MERCHANT_ID: st.merchantId,
    },
    calls: st.calls,
    acknowledged: st.acknowledged,
    /** The store's interruptions (pauses) on iFood, current and coming. */
    interruptions: st.interruptions,
    /** What GET merchants/{id}/status answers from now on (an active interruption closes it). */
    setMerchantStatus(entries: Partial<FakeMerchantStatus>[]) {
      st.merchantStatus = entries.map((e) => ({ ...MERCHANT_OK, ...e }));
    },
    /** The events iFood still gives, not yet acknowledged. */
    pending: st.pending,
    ...controls(st),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** What a test does as iFood, its customers, or its outages. */
function controls(st: State) {
  return {
    /** A customer orders on iFood: the order's details are kept and its PLACED event waits. */
    place(over: Partial<FakeIfoodOrder> = {}) {
      const o = ifoodOrderDetails({ merchantId: st.merchantId, ...over });
      st.orders.set(o.id, o);
      addEvent(st, o.id, ['PLC', 'PLACED']);
      return o;
    },
    /** iFood (or its customer) cancels the order. */
    cancel(orderId: string, reason = 'Cliente desistiu do pedido') {
      return addEvent(st, orderId, ['CAN', 'CANCELLED'], { CANCEL_STAGE: 'PRE_CONFIRMED', CANCEL_REASON: reason });
    },
    /** An event about the order, as iFood would post it ('CFM', 'CONFIRMED' from its own order manager…). */
    emit(orderId: string, code: string, fullCode: string, metadata?: Record<string, unknown>) {
      return addEvent(st, orderId, [code, fullCode], metadata);
    },
    /** iFood refuses the store's next cancellation requests (or accepts them again). */
    refuseCancellations(refuse = true) {
      st.refuseCancellation = refuse;
    },
    /** The customer asks on iFood to cancel the order: a HANDSHAKE_DISPUTE the store must answer in 5 minutes. */
    dispute(orderId: string, message = 'O pedido está demorando muito, quero cancelar.') {
      const disputeId = randomUUID();
      st.disputes.set(disputeId, { orderId, answer: null, reason: null });
      addEvent(st, orderId, ['HSD', 'HANDSHAKE_DISPUTE'], {
        action: 'CANCELLATION',
        handshakeType: 'PRE_DELIVERY',
        handshakeGroup: 'CUSTOMER_ORDER_SUPPORT',
        disputeId,
        createdAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        timeoutAction: 'REJECT_CANCELLATION',
        message,
        alternatives: [],
      });
      return disputeId;
    },
    /** Each item's status in the catalog, by external code, as the store last set it. */
    catalog: () => Object.fromEntries(st.catalog),
    /** How the store answered each dispute. */
    disputeAnswers() {
      return [...st.disputes.entries()].map(([id, d]) => ({ id, ...d }));
    },
    /** An event as given (a duplicate, an unknown code). */
    push(e: FakeIfoodEvent) {
      st.pending.push(e);
    },
    /** The next poll gives every event twice. */
    duplicateNextPoll() {
      st.duplicateNextPoll = true;
    },
    /** The next calls, whatever they are, answer these statuses (401, 429, 500…). */
    failNext(...statuses: number[]) {
      st.failures.push(...statuses.map((status) => ({ status })));
    },
    /** The next calls to `path` answer these statuses. */
    failOn(path: string, ...statuses: number[]) {
      st.failures.push(...statuses.map((status) => ({ status, path })));
    },
    /** Every token given so far stops working: the next call meets 401. */
    expireTokens() {
      st.tokens.clear();
    },
    /** The calls made on an order, by action name, in order ('details' for the GET). */
    actionsOn(orderId: string) {
      return st.calls
        .filter((c) => c.path.startsWith(`/order/v1.0/orders/${orderId}`))
        .map((c) => (c.path === `/order/v1.0/orders/${orderId}` ? 'details' : c.path.split('/').pop()!));
    },
  };
}

export type FakeIfood = Awaited<ReturnType<typeof startFakeIfood>>;

// ── Merchant: the store's status and its interruptions (pauses), as iFood's Merchant docs show them ──

export type FakeMerchantStatus = {
  operation: string;
  salesChannel: string;
  available: boolean;
  state: 'OK' | 'WARNING' | 'CLOSED' | 'ERROR';
  message: { title: string; subtitle: string; description: string };
  validations: {
    id: string;
    code: string;
    state: string;
    message: { title: string; subtitle: string; description: string };
  }[];
};
export type FakeInterruption = { id: string; description: string; start: string; end: string };

/** iFood's longest interruption. */
const MAX_INTERRUPTION_MS = 7 * 24 * 3_600_000;

/** What iFood says of an open store: delivery on iFood, polled in the last 30 s. */
const MERCHANT_OK: FakeMerchantStatus = {
  operation: 'DELIVERY',
  salesChannel: 'IFOOD',
  available: true,
  state: 'OK',
  message: { title: 'Loja online', subtitle: 'Pronta para receber pedidos', description: '' },
  validations: [
    {
      id: 'val-is-connected',
      code: 'is-connected',
      state: 'OK',
      message: { title: 'Conectado', subtitle: '', description: 'Polling recebido nos últimos 30 segundos' },
    },
  ],
};

/** GET status (closed while an interruption runs), GET/POST interruptions, DELETE one. */
function merchantRoute(st: State, req: IncomingMessage, res: ServerResponse, path: string, body: unknown) {
  const m = /^\/merchant\/v1\.0\/merchants\/([^/]+)\/(status|interruptions)(?:\/([^/]+))?$/.exec(path);
  if (!m || decodeURIComponent(m[1]!) !== st.merchantId) return send(res, 404, { code: 'NotFound' });
  const now = Date.now();
  st.interruptions.splice(0, st.interruptions.length, ...st.interruptions.filter((i) => Date.parse(i.end) > now));
  const [, , what, id] = m;
  if (what === 'status' && !id && req.method === 'GET') {
    const paused = st.interruptions.find((i) => Date.parse(i.start) <= now);
    if (!paused) return send(res, 200, st.merchantStatus);
    const closed = { title: 'Loja fechada', subtitle: paused.description, description: '' };
    return send(
      res,
      200,
      st.merchantStatus.map((e) => ({
        ...e,
        available: false,
        state: 'CLOSED',
        message: closed,
        validations: [
          ...e.validations,
          { id: 'val-unavailabilities', code: 'unavailabilities', state: 'CLOSED', message: closed },
        ],
      })),
    );
  }
  if (what !== 'interruptions') return send(res, 404, { code: 'NotFound' });
  if (req.method === 'GET' && !id) return send(res, 200, st.interruptions);
  if (req.method === 'DELETE' && id) {
    const i = st.interruptions.findIndex((x) => x.id === decodeURIComponent(id));
    if (i < 0) return send(res, 404, { code: 'NotFound', message: 'Interruption not found' });
    st.interruptions.splice(i, 1);
    return send(res, 204);
  }
  if (req.method !== 'POST' || id) return send(res, 405, { code: 'MethodNotAllowed' });
  const b = (body ?? {}) as Partial<Record<'description' | 'start' | 'end', unknown>>;
  const [start, end] = [Date.parse(String(b.start)), Date.parse(String(b.end))];
  if (typeof b.description !== 'string' || !(start < end) || end - start > MAX_INTERRUPTION_MS)
    return send(res, 400, { code: 'BadRequest', message: 'Invalid interruption' });
  if (st.interruptions.some((i) => Date.parse(i.start) < end && start < Date.parse(i.end)))
    return send(res, 409, { code: 'InterruptionOverlap', message: 'Interruption overlaps another' });
  const created = { id: randomUUID(), description: b.description, start: String(b.start), end: String(b.end) };
  st.interruptions.push(created);
  send(res, 201, created);
}

/** The Catalog API's pause by external code: `PATCH /catalog/v2.0/merchants/{id}/products/status`. */
function catalogRoute(st: State, req: IncomingMessage, res: ServerResponse, path: string, body: unknown) {
  if (req.method !== 'PATCH' || path !== `/catalog/v2.0/merchants/${st.merchantId}/products/status`)
    return send(res, 404, { error: { code: 'NotFound' } });
  const items = Array.isArray(body) ? (body as { externalCode?: unknown; status?: unknown }[]) : null;
  if (
    !items ||
    items.some((i) => typeof i.externalCode !== 'string' || (i.status !== 'AVAILABLE' && i.status !== 'UNAVAILABLE'))
  )
    return send(res, 400, { error: { code: 'BadRequest', message: 'Invalid items' } });
  for (const i of items) st.catalog.set(i.externalCode as string, i.status as string);
  send(res, 202, { batchId: randomUUID() });
}
