// Fault benchmark (a correctness check, not a figure): the load of bench:load, with PostgreSQL stopped in the middle and
// started again. Callers must get a quick 503 with a pt-BR message (no hang, no 500), the app
// must recover on its own, and no acknowledged order may be lost. Then SIGTERM with orders in
// flight: they must complete with a 2xx before the process exits.
//   npm run bench:fault -- --customers 50 --guests 5 --seconds 30 --outage-at 8 --hold-seconds 3
// --hold-seconds 0 uses `pg_ctlcluster … restart` (a shorter outage). Needs root (pg_ctlcluster).
// Others' tests may use the shared cluster: to stop a private one instead,
//   pg_createcluster 15 benchfault --port 5433 (pg_hba: trust on 127.0.0.1), then
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5433/postgres BENCH_PG_CLUSTER=benchfault npm run bench:fault
// The cluster is started again whatever happens (crash, Ctrl-C).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadCatalog, randomCart } from './support/catalog';
import { ADDRESS, registerCustomers, type Customer } from './support/customers';
import { call } from './support/http';
import { percentile, runLoad, statusHistogram, type Ack } from './support/load';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { ensurePostgresRunning, pgReady, restartPostgres, startPostgres, stopPostgres } from './support/pg-control';
import { startBenchServer, type BenchServer } from './support/server';
import { verifyOrders } from './support/verify';

const customersN = numberOption('customers', 50);
const guestsN = numberOption('guests', 5);
const seconds = numberOption('seconds', 30);
const outageAt = numberOption('outage-at', 8);
const holdSeconds = numberOption('hold-seconds', 3);
const inflightN = numberOption('inflight', 30);
const HANG_MS = 5000;

type Probe = { at: number; status: number; ms: number };

/** GET /api/health/ready (the database answers) every 250 ms until stopped. */
function healthProbe(url: string, t0: number) {
  const probes: Probe[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = performance.now() - t0;
      const res = await call(url, '/api/health/ready', { timeoutMs: 10_000 });
      probes.push({ at, status: res.status, ms: res.ms });
      await sleep(250);
    }
  })();
  return { probes, stop: async () => ((running = false), await done) };
}

/** Orders sent all at once, then SIGTERM a moment later: every one must answer 2xx, and the process exit 0. */
async function sigtermWithOrdersInFlight(
  server: BenchServer,
  customers: Customer[],
  catalog: Awaited<ReturnType<typeof loadCatalog>>,
  runId: string,
) {
  const sent = customers.slice(0, inflightN).map((who) => {
    const cart = randomCart(catalog);
    const key = `${runId}-${randomUUID()}`;
    const json = {
      form: {
        name: who.name,
        email: who.email,
        phone: who.phone,
        ...ADDRESS,
        paymentMethod: 'pix',
        change: '',
        notes: '',
      },
      items: cart.items,
      idempotencyKey: key,
      // The total the checkout shows before confirming, as our web app sends it (docs/product.md#pricing).
      quotedTotalCents: cart.expectedTotalCents,
    };
    return {
      key,
      email: who.email,
      cart,
      answer: call(server.url, '/api/orders', { json, cookie: who.cookie ?? undefined }),
    };
  });
  await sleep(40);
  const t = performance.now();
  server.proc.kill('SIGTERM');
  const answers = await Promise.all(sent.map((s) => s.answer));
  const answeredMs = performance.now() - t;
  const code = await server.exited;
  const exitMs = performance.now() - t;
  const acks: Ack[] = [];
  answers.forEach((a, i) => {
    const s = sent[i]!;
    if (a.status >= 200 && a.status < 300) {
      const o = (a.body as { order: { id: string; totalCents: number } }).order;
      acks.push({
        key: s.key,
        orderId: o.id,
        totalCents: o.totalCents,
        expectedTotalCents: s.cart.expectedTotalCents,
        email: s.email,
        at: 0,
        ms: a.ms,
        attempts: 1,
      });
    }
  });
  const after = await call(server.url, '/api/health', { timeoutMs: 2000 });
  return { answers, acks, code, answeredMs, exitMs, refusedAfter: after.status === 0 };
}

async function main() {
  const runId = `fault${Date.now().toString(36)}`;
  const database = await createBenchDatabase('fault');
  let server: BenchServer | null = null;
  let failed = false;
  try {
    console.log(`database ${database.name}; starting the server…`);
    server = await startBenchServer(database.url);
    const catalog = await loadCatalog(server.url);
    const customers = await registerCustomers(server.url, customersN, runId);
    console.log(
      `${customers.length} customers, ${guestsN} guests, ${seconds} s of orders; PostgreSQL goes down at ${outageAt} s${holdSeconds ? ` for ${holdSeconds} s` : ' (restart)'}…`,
    );

    const loadPromise = runLoad({
      baseUrl: server.url,
      catalog,
      customers,
      guests: guestsN,
      durationMs: seconds * 1000,
      runId,
      retryGraceMs: 60_000,
    });
    const t0 = performance.now();
    const health = healthProbe(server.url, t0);

    await sleep(outageAt * 1000);
    const downAt = performance.now() - t0;
    if (holdSeconds > 0) {
      await stopPostgres();
      await sleep(holdSeconds * 1000);
      await startPostgres();
    } else {
      await restartPostgres();
    }
    while (!(await pgReady())) await sleep(100);
    const upAt = performance.now() - t0;
    console.log(`PostgreSQL down at ${(downAt / 1000).toFixed(1)} s, accepting again at ${(upAt / 1000).toFixed(1)} s`);

    const load = await loadPromise;
    await health.stop();
    // Load's own clock started a moment before t0; shift its attempts onto t0.
    const shift = load.t0 - t0;
    const attempts = load.attempts.map((a) => ({ ...a, at: a.at + shift }));

    const during = attempts.filter((a) => a.at + a.ms >= downAt && a.at <= upAt);
    const firstOkAfter = attempts
      .filter((a) => a.status >= 200 && a.status < 300 && a.at >= upAt)
      .sort((a, b) => a.at + a.ms - (b.at + b.ms))[0];
    const healthOkAfter = health.probes.find((p) => p.status === 200 && p.at >= upAt);
    const during503 = during.filter((a) => a.status === 503);
    const ok = attempts.filter((a) => a.status >= 200 && a.status < 300);
    const lat = ok.map((a) => a.ms);
    const fives = attempts.filter((a) => a.status >= 500 && a.status !== 503);
    const hangs = attempts.filter((a) => a.ms > HANG_MS && !(a.status >= 200 && a.status < 300));
    const unanswered = attempts.filter((a) => a.status === 0);
    const healthDuring = health.probes.filter((p) => p.at + p.ms >= downAt && p.at <= upAt);

    if (server.proc.exitCode !== null || server.proc.signalCode !== null) {
      const code = await server.exited;
      throw new Error(
        `the server died during the outage (exit ${code}); last lines:\n${readFileSync(server.logFile, 'utf8').split('\n').slice(-15).join('\n')}`,
      );
    }
    // SIGTERM with orders in flight (the database is up again).
    const term = await sigtermWithOrdersInFlight(server, customers, catalog, runId);
    const serverErrors = server.errorLines();
    await server.stop();
    server = null;

    const acks = new Map(load.acks);
    for (const a of term.acks) acks.set(a.key, a);
    const check = await verifyOrders(database.url, acks, runId);

    const messages = [...new Set(during503.map((a) => a.message))];
    console.log('\n── fault-restart ────────────────────────────────────────');
    console.log(
      `load:                ${customers.length} signed-in + ${guestsN} guests, ${(load.elapsedMs / 1000).toFixed(1)} s, ${load.acks.size} orders acknowledged (${(load.acks.size / (load.elapsedMs / 1000)).toFixed(1)} orders/s)`,
    );
    console.log(
      `latency of 2xx:      p50 ${fmtMs(percentile(lat, 50))}, p99 ${fmtMs(percentile(lat, 99))}, max ${fmtMs(Math.max(...lat))}`,
    );
    console.log(`outage:              PostgreSQL down ${fmtMs(downAt)} → up ${fmtMs(upAt)} (${fmtMs(upAt - downAt)})`);
    console.log(`answers in outage:   ${statusHistogram(during)}`);
    console.log(`  503 message:       ${messages.map((m) => JSON.stringify(m)).join(', ') || '-'}`);
    console.log(
      `  slowest in outage: ${fmtMs(Math.max(0, ...during.map((a) => a.ms)))} (p50 ${fmtMs(
        percentile(
          during.map((a) => a.ms),
          50,
        ),
      )})`,
    );
    console.log(`health in outage:    ${healthDuring.map((p) => p.status).join(' ') || '-'}`);
    console.log(
      `recovery:            first order 2xx ${firstOkAfter ? fmtMs(firstOkAfter.at + firstOkAfter.ms - upAt) : 'NEVER'} after PostgreSQL was up; health 200 after ${healthOkAfter ? fmtMs(healthOkAfter.at + healthOkAfter.ms - upAt) : 'NEVER'}`,
    );
    console.log(`whole run answers:   ${statusHistogram(attempts)}`);
    console.log(
      `500s (not 503):      ${fives.length}; no answer: ${unanswered.length}; non-2xx slower than ${HANG_MS / 1000} s: ${hangs.length}`,
    );
    console.log(
      `retried orders:      ${[...load.acks.values()].filter((a) => a.attempts > 1).length} acknowledged after a retry with the same key; given up: ${load.givenUp.length}`,
    );
    console.log(
      `double submits:      ${load.replays.same} answered the same order, ${load.replays.different.length} a different one`,
    );
    console.log(
      `SIGTERM in flight:   ${term.acks.length}/${term.answers.length} answered 2xx (${statusHistogram(term.answers.map((a) => ({ at: 0, ms: a.ms, status: a.status, error: a.error, message: (a.body as { error?: string } | null)?.error, key: '', retry: 0 })))}); last answer ${fmtMs(term.answeredMs)} after the signal; exit code ${term.code} after ${fmtMs(term.exitMs)}; new connections refused after exit: ${term.refusedAfter}`,
    );
    console.log(`server error logs:   ${serverErrors.length}`);
    for (const l of check.lines) console.log(`database:            ${l}`);
    for (const p of [...check.problems.slice(0, 20), ...load.replays.different.slice(0, 5)]) console.log(`  ✗ ${p}`);
    for (const a of fives.slice(0, 5)) console.log(`  500: ${a.status} ${a.message ?? ''} at ${fmtMs(a.at)}`);
    for (const a of hangs.slice(0, 5))
      console.log(`  slow: ${a.status} ${a.message ?? a.error ?? ''} after ${fmtMs(a.ms)}, sent at ${fmtMs(a.at)}`);
    for (const l of serverErrors.slice(0, 5)) console.log(`  server: ${l.slice(0, 400)}`);

    const problems: string[] = [];
    if (!check.ok) problems.push('database check failed');
    if (fives.length) problems.push(`${fives.length} answers of 500`);
    if (hangs.length) problems.push(`${hangs.length} failed requests slower than ${HANG_MS / 1000} s`);
    if (unanswered.length) problems.push(`${unanswered.length} requests without an answer`);
    if (!firstOkAfter) problems.push('the app did not recover');
    if (term.acks.length !== term.answers.length || term.code !== 0)
      problems.push('SIGTERM did not let in-flight orders finish');
    if (load.replays.different.length) problems.push('a double submit made a second order');
    failed = problems.length > 0;
    console.log(
      failed
        ? `\nPROBLEMS: ${problems.join('; ')}`
        : '\nnothing lost: recovered on its own, 503 during the outage, every acknowledged order in the database once with the right total',
    );
  } finally {
    ensurePostgresRunning();
    await server?.stop();
    await database.drop().catch((err: unknown) => console.error('drop failed', err));
    console.log(`PostgreSQL ${(await pgReady()) ? 'accepting connections' : 'NOT RUNNING'}`);
  }
  process.exit(failed ? 1 : 0);
}

process.on('uncaughtException', (err) => {
  console.error(err);
  ensurePostgresRunning();
  process.exit(1);
});
process.on('SIGINT', () => {
  ensurePostgresRunning();
  process.exit(130);
});

main().catch((err) => {
  console.error(err);
  ensurePostgresRunning();
  process.exit(1);
});
