// A dinner rush, end to end (docs/contributing.md, benchmarks): `--orders` orders over
// `--minutes` from `--customers` signed-in customers on the real server and a fresh PostgreSQL
// database, while `--admins` order screens and `--kitchens` kitchen displays follow the live
// stream and reload what they show on each event, as the browser does. One screen's staff
// accepts each new order, sends it out and marks it delivered; accepting prints its ticket on a
// (fake, local) kitchen printer. Customers follow their orders on their own live stream.
// Recorded: the server's RSS and event-loop delay (its 'runtime' log lines), the order list's
// latency on the admin screens. Exits 1 when an order is lost, a stream missed or repeated an
// order, a ticket is missing or printed twice, or the order list's p99 is 100 ms or more.
//   npm run build && npm run bench:rush [-- --minutes 10 --orders 300 --customers 100 --admins 5 --kitchens 2]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../src/server/db/client';
import { startFakePrinter } from '../src/server/testing/fake-printer';
import { signInOwner } from './support/admin';
import { loadCatalog, randomCart, type Catalog } from './support/catalog';
import { ADDRESS, registerCustomers, type Customer } from './support/customers';
import { call } from './support/http';
import { percentile, type Ack } from './support/load';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { rssMb } from './support/proc';
import { startBenchServer } from './support/server';
import { openEventStream } from './support/sse';
import { verifyOrders } from './support/verify';

const MINUTES = numberOption('minutes', 10);
const ORDERS = numberOption('orders', 300);
const CUSTOMERS = numberOption('customers', 100);
const ADMINS = numberOption('admins', 5);
const KITCHENS = numberOption('kitchens', 2);
const LIST_P99_BUDGET_MS = 100;
/** Staff's pace scales with the run: a 10-minute rush accepts within 2-20 s. */
const PACE = MINUTES / 10;

const between = (lo: number, hi: number) => (lo + Math.random() * (hi - lo)) * 1000 * PACE;

type Screen = ReturnType<typeof openScreen>;

/**
 * A staff screen: the admin live stream, and on each event its data again (one reload at a
 * time, a second one after it when events came meanwhile: react-query's invalidation), and
 * every 30 s. `timed` is the path whose latency is recorded.
 */
function openScreen(url: string, cookie: string, paths: string[], onCreated?: (orderId: string) => void) {
  const created = new Map<string, number>();
  const latencies: number[] = [];
  const failures: string[] = [];
  let loading = false;
  let again = false;
  const reload = async () => {
    if (loading) return void (again = true);
    loading = true;
    do {
      again = false;
      for (const [i, path] of paths.entries()) {
        const res = await call(url, path, { cookie });
        if (i === 0) latencies.push(res.ms);
        if (res.status !== 200) failures.push(`${path}: ${res.status}`);
      }
    } while (again);
    loading = false;
  };
  const stream = openEventStream(url, '/api/admin/events', cookie, (e) => {
    if (e.event === 'ready') return void reload();
    if (e.event === 'order.created') {
      const { orderId } = JSON.parse(e.data) as { orderId: string };
      created.set(orderId, (created.get(orderId) ?? 0) + 1);
      onCreated?.(orderId);
    }
    void reload();
  });
  const poll = setInterval(() => void reload(), 30_000);
  return {
    created,
    latencies,
    failures,
    get reconnects() {
      return stream.reconnects;
    },
    close() {
      clearInterval(poll);
      stream.close();
    },
  };
}

/** The staff member at the first screen: accepts, sends out and delivers each new order. */
function staff(url: string, cookie: string) {
  const accepted = new Set<string>();
  const failures: string[] = [];
  const pending = new Set<Promise<void>>();
  const step = async (id: string, status: string) => {
    const res = await call(url, `/api/admin/orders/${id}/status`, { method: 'PUT', json: { status }, cookie });
    if (res.status !== 200) failures.push(`${status} ${id.slice(0, 8)}: ${res.status}`);
    else if (status === 'processing') accepted.add(id);
  };
  const work = async (id: string) => {
    await sleep(between(2, 20));
    await step(id, 'processing');
    await sleep(between(20, 60));
    await step(id, 'delivering');
    await sleep(between(20, 60));
    await step(id, 'delivered');
  };
  return {
    accepted,
    failures,
    take(id: string) {
      const p = work(id).finally(() => pending.delete(p));
      pending.add(p);
    },
    done: async () => {
      while (pending.size) await Promise.all(pending);
    },
  };
}

type Placed = Ack & { status: number };

/** One customer's order: the home page, the menu, then the checkout's POST (cash or card on delivery). */
async function placeOrder(url: string, catalog: Catalog, who: Customer, runId: string): Promise<Placed> {
  await call(url, '/');
  await call(url, '/api/menu');
  const cart = randomCart(catalog);
  const key = `${runId}-${randomUUID()}`;
  const paymentMethod = Math.random() < 0.5 ? 'cash' : 'credit_card';
  const res = await call(url, '/api/orders', {
    cookie: who.cookie ?? undefined,
    json: {
      form: { name: who.name, email: who.email, phone: who.phone, ...ADDRESS, paymentMethod, change: '', notes: '' },
      items: cart.items,
      idempotencyKey: key,
      quotedTotalCents: cart.expectedTotalCents,
    },
  });
  const order = (res.body as { order?: { id: string; totalCents: number } } | null)?.order;
  return {
    status: res.status,
    key,
    orderId: order?.id ?? '',
    totalCents: order?.totalCents ?? 0,
    expectedTotalCents: cart.expectedTotalCents,
    email: who.email,
    at: 0,
    ms: res.ms,
    attempts: 1,
  };
}

/** What the customers' own streams heard: for each order, whether it was told it is being prepared. */
function customerStreams(url: string) {
  const told = new Set<string>();
  const streams = new Map<string, { close(): void }>();
  return {
    told,
    follow(who: Customer) {
      if (streams.has(who.email)) return;
      streams.set(
        who.email,
        openEventStream(url, '/api/customer/events', who.cookie!, (e) => {
          if (e.event !== 'order.status_changed') return;
          const d = JSON.parse(e.data) as { orderId: string; status: string };
          if (d.status === 'processing') told.add(d.orderId);
        }),
      );
    },
    close: () => streams.forEach((s) => s.close()),
  };
}

/** The server's 'runtime' lines: RSS and the event loop's delay over each period. */
function runtimeLines(logFile: string) {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .flatMap((l) => {
      if (!l.includes('"runtime"')) return [];
      const j = JSON.parse(l) as { rssMb: number; loopDelayMs: { p50: number; p99: number; max: number } };
      return [j];
    });
}

async function main() {
  const runId = `rush${Date.now().toString(36)}`;
  const database = await createBenchDatabase('rush');
  const server = await startBenchServer(database.url, { RUNTIME_LOG_SECONDS: '5' }, { compiled: true });
  const db = await openDatabase({ url: database.url });
  const printer = await startFakePrinter();
  const problems: string[] = [];
  try {
    const url = server.url;
    // One account per screen, as each device signs in: a person's live streams are capped.
    const staffCookies: string[] = [];
    for (let i = 0; i < ADMINS + KITCHENS; i++) staffCookies.push(await signInOwner(url, db.db));
    const owner = staffCookies[0]!;
    const printerRes = await call(url, '/api/admin/printers', {
      method: 'POST',
      cookie: owner,
      json: { name: 'Cozinha', host: printer.host, port: printer.port, paper: 80, codePage: 'cp860', copies: 1 },
    });
    if (printerRes.status !== 201) throw new Error(`printer: ${printerRes.status} ${JSON.stringify(printerRes.body)}`);
    const catalog = await loadCatalog(url);
    const customers = await registerCustomers(url, CUSTOMERS, runId);
    console.log(
      `${CUSTOMERS} customers, ${ORDERS} orders over ${MINUTES} min, ${ADMINS} order screens, ${KITCHENS} kitchen displays…`,
    );
    await rush({ url, staffCookies, catalog, customers, runId, printer, server, database, problems });
  } finally {
    await printer.stop();
    await db.close();
    await server.stop();
    await database.drop();
  }
  console.log(
    problems.length ? `\nPROBLEMS:\n  ${problems.join('\n  ')}` : '\nnothing lost, every ticket printed once',
  );
  process.exit(problems.length ? 1 : 0);
}

type RushContext = {
  url: string;
  /** The order screens' accounts, then the kitchen displays'; the first screen's staff acts. */
  staffCookies: string[];
  catalog: Catalog;
  customers: Customer[];
  runId: string;
  printer: Awaited<ReturnType<typeof startFakePrinter>>;
  server: Awaited<ReturnType<typeof startBenchServer>>;
  database: Awaited<ReturnType<typeof createBenchDatabase>>;
  problems: string[];
};

async function rush(r: RushContext) {
  const { url, staffCookies, problems } = r;
  const crew = staff(url, staffCookies[0]!);
  const screens: Screen[] = Array.from({ length: ADMINS }, (_, i) =>
    openScreen(
      url,
      staffCookies[i]!,
      ['/api/admin/orders', '/api/admin/live/summary'],
      i === 0 ? crew.take : undefined,
    ),
  );
  const kitchens: Screen[] = Array.from({ length: KITCHENS }, (_, i) =>
    openScreen(url, staffCookies[ADMINS + i]!, ['/api/admin/kitchen']),
  );
  const followers = customerStreams(url);
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssMb(r.server.proc.pid!)), 5_000);
  const durationMs = MINUTES * 60_000;
  const times = Array.from({ length: ORDERS }, () => Math.random() * durationMs).sort((a, b) => a - b);
  const t0 = performance.now();
  const placed = await Promise.all(
    times.map(async (at, i) => {
      await sleep(at);
      const who = r.customers[i % r.customers.length]!;
      // The customer's page follows their orders from before the checkout answers.
      followers.follow(who);
      const p = await placeOrder(url, r.catalog, who, r.runId);
      return { ...p, at: performance.now() - t0 };
    }),
  );
  await crew.done();
  const ok = placed.filter((p) => p.status === 201);
  await r.printer.waitForJobs(crew.accepted.size, 60_000).catch(() => {});
  await sleep(3_000); // a ticket printed twice, or a late event, would come now
  clearInterval(sampler);
  for (const s of [...screens, ...kitchens]) s.close();
  followers.close();

  report({ r, placed, ok, crew, screens, kitchens, followers, rss });
  const check = await verifyOrders(r.database.url, new Map(ok.map((p) => [p.key, p])), r.runId);
  for (const l of check.lines) console.log(`database:            ${l}`);
  if (!check.ok) problems.push(...check.problems.slice(0, 10));
}

function report(x: {
  r: RushContext;
  placed: Placed[];
  ok: Placed[];
  crew: ReturnType<typeof staff>;
  screens: Screen[];
  kitchens: Screen[];
  followers: ReturnType<typeof customerStreams>;
  rss: number[];
}) {
  const { r, placed, ok, crew, screens, kitchens, followers, rss } = x;
  const { problems } = r;
  const ids = ok.map((p) => p.orderId);
  if (ok.length !== placed.length)
    problems.push(
      `${placed.length - ok.length} orders refused: ${placed.filter((p) => p.status !== 201).map((p) => p.status)}`,
    );
  problems.push(...crew.failures.slice(0, 5));
  const orderLatency = ok.map((p) => p.ms);
  console.log('\n── dinner rush ──────────────────────────────────────────');
  console.log(
    `orders:              ${ok.length}/${placed.length} placed (p50 ${fmtMs(percentile(orderLatency, 50))}, p99 ${fmtMs(percentile(orderLatency, 99))}); ${crew.accepted.size} accepted by staff`,
  );
  for (const [kind, list] of [
    ['order screen', screens],
    ['kitchen display', kitchens],
  ] as const)
    list.forEach((s, i) => {
      const missing = ids.filter((id) => !s.created.has(id)).length;
      const twice = [...s.created.values()].filter((n) => n > 1).length;
      console.log(
        `${kind} ${i + 1}:${' '.repeat(Math.max(1, 18 - kind.length))}${s.created.size} new orders heard, ${missing} missing, ${twice} twice, ${s.reconnects} reconnects; reload p50 ${fmtMs(percentile(s.latencies, 50))}, p99 ${fmtMs(percentile(s.latencies, 99))} (${s.latencies.length})`,
      );
      if (missing || twice) problems.push(`${kind} ${i + 1}: ${missing} orders missing, ${twice} heard twice`);
      problems.push(...s.failures.slice(0, 3));
    });
  const untold = [...crew.accepted].filter((id) => !followers.told.has(id)).length;
  console.log(
    `customers' streams:  ${crew.accepted.size - untold}/${crew.accepted.size} accepted orders told 'Em preparação'`,
  );
  if (untold) problems.push(`${untold} customers not told their order is being prepared`);
  const list = screens.flatMap((s) => s.latencies);
  const listP99 = percentile(list, 99);
  console.log(
    `admin order list:    p50 ${fmtMs(percentile(list, 50))}, p99 ${fmtMs(listP99)}, max ${fmtMs(Math.max(...list))} over ${list.length} loads (budget p99 < ${LIST_P99_BUDGET_MS} ms)`,
  );
  if (!(listP99 < LIST_P99_BUDGET_MS)) problems.push(`admin order list p99 ${fmtMs(listP99)}`);
  printing(r, crew.accepted);
  const lines = runtimeLines(r.server.logFile);
  const delays = lines.map((l) => l.loopDelayMs);
  console.log(
    `server RSS:          ${rss[0]?.toFixed(0)} MB at the start, max ${Math.max(...rss).toFixed(0)} MB, ${rss.at(-1)?.toFixed(0)} MB at the end (${rss.length} samples)`,
  );
  console.log(
    `event-loop delay:    p99 per 5 s median ${fmtMs(
      percentile(
        delays.map((d) => d.p99),
        50,
      ),
    )}, worst ${fmtMs(Math.max(...delays.map((d) => d.p99)))}; max ${fmtMs(Math.max(...delays.map((d) => d.max)))} (${lines.length} periods)`,
  );
}

/** Every accepted order's ticket came out of the printer once. */
function printing(r: RushContext, accepted: Set<string>) {
  const numbers = r.printer.jobs.map((j) => /PEDIDO #(\w{8})/.exec(j.lines.map((l) => l.text).join(' '))?.[1] ?? '?');
  const counts = new Map<string, number>();
  for (const n of numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
  const wanted = [...accepted].map((id) => id.slice(0, 8).toUpperCase());
  const missing = wanted.filter((n) => !counts.has(n)).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  console.log(
    `kitchen printer:     ${r.printer.jobs.length} tickets for ${accepted.size} accepted orders, ${missing} missing, ${twice} printed twice`,
  );
  if (missing || twice || counts.size !== wanted.length)
    r.problems.push(
      `printer: ${missing} tickets missing, ${twice} printed twice, ${counts.size} distinct for ${wanted.length}`,
    );
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
