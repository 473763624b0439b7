// Orders per second (docs/decisions/004): signed-in customers place orders through the real server on a
// fresh PostgreSQL database, in rounds alternating with the raw-insert baseline (the same rows
// through the same driver with the same pool size and the same number of concurrent writers).
// Budget: the app reaches at least 0.7 of the baseline (docs/decisions/026). Then every acknowledged order must be
// in the database once with the right total.
//   npx tsx bench/orders-throughput.ts [--concurrency 16] [--rounds 4] [--seconds 8] [--warmup-seconds 10]
import { APP_POOL_MAX, rawInsertBaseline, type BaselineCustomer } from './support/baseline';
import { loadCatalog } from './support/catalog';
import { registerCustomers } from './support/customers';
import { postgresCpuMs, cpuMs } from './support/proc';
import { percentile, runLoad, statusHistogram, type Ack, type Attempt } from './support/load';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase, withConnection } from './support/pg';
import { median, reportRows, spreadOf, type BenchRow } from './support/report';
import { startBenchServer, type BenchServer } from './support/server';
import { verifyOrders } from './support/verify';

const concurrency = numberOption('concurrency', 16);
const rounds = numberOption('rounds', 4);
const seconds = numberOption('seconds', 8);
// The server's CPU per order keeps falling for about 20 s of load (its code is compiled and optimised).
const warmupSeconds = numberOption('warmup-seconds', 10);
const BUDGET = 0.7;

async function main() {
  const runId = `thr${Date.now().toString(36)}`;
  const database = await createBenchDatabase('orders');
  let server: BenchServer | null = null;
  const rows: BenchRow[] = [];
  let failed = false;
  try {
    console.log(`database ${database.name}; starting the server…`);
    server = await startBenchServer(database.url);
    const catalog = await loadCatalog(server.url);
    const customers = await registerCustomers(server.url, concurrency, runId);
    const ids = await userIds(
      database.url,
      customers.map((c) => c.email),
    );
    const baselineCustomers: BaselineCustomer[] = customers.map((c) => ({
      userId: ids.get(c.email)!,
      name: c.name,
      email: c.email,
      phone: c.phone,
    }));
    console.log(
      `${customers.length} signed-in customers, ${catalog.products.length} products; ${rounds} rounds of ${seconds} s app, ${seconds} s baseline, ${concurrency} at a time, pool ${APP_POOL_MAX}`,
    );

    const app: number[] = [];
    const base: number[] = [];
    const cpuApp: CpuPerOrder[] = [];
    const cpuBase: CpuPerOrder[] = [];
    const attempts: Attempt[] = [];
    const acks = new Map<string, Ack>();
    // Warm-up, not counted: the server's first orders compile and optimise its code.
    const warm = await runLoad({
      baseUrl: server.url,
      catalog,
      customers,
      guests: 0,
      durationMs: warmupSeconds * 1000,
      runId,
      replayShare: 0,
      retryGraceMs: 10_000,
    });
    for (const [k, a] of warm.acks) acks.set(k, a);
    await analyze(database.url);
    for (let r = 0; r < rounds; r++) {
      // Odd rounds start with the baseline, so neither side always runs on a warmer machine.
      const runApp = async () => {
        const cpu = cpuMeter(server!.proc.pid!);
        const load = await runLoad({
          baseUrl: server!.url,
          catalog,
          customers,
          guests: 0,
          durationMs: seconds * 1000,
          runId,
          replayShare: 0,
          retryGraceMs: 10_000,
        });
        attempts.push(...load.attempts);
        for (const [k, a] of load.acks) acks.set(k, a);
        app.push(load.acks.size / (load.elapsedMs / 1000));
        cpuApp.push(cpu.perOrder(load.acks.size));
      };
      const runBase = async () => {
        const cpu = cpuMeter(null);
        const b = await rawInsertBaseline(database.url, catalog, {
          workers: concurrency,
          durationMs: seconds * 1000,
          poolMax: APP_POOL_MAX,
          customers: baselineCustomers,
        });
        base.push(b.perSecond);
        cpuBase.push(cpu.perOrder(b.count));
      };
      if (r % 2 === 0) {
        await runApp();
        await runBase();
      } else {
        await runBase();
        await runApp();
      }
      console.log(
        `round ${r + 1}: app ${app.at(-1)!.toFixed(1)} orders/s, baseline ${base.at(-1)!.toFixed(1)} orders/s, ratio ${(app.at(-1)! / base.at(-1)!).toFixed(2)}`,
      );
      console.log(`  CPU per order: app ${fmtCpu(cpuApp.at(-1)!)}; baseline ${fmtCpu(cpuBase.at(-1)!)}`);
    }
    const serverErrors = server.errorLines();
    await server.stop();
    server = null;

    const check = await verifyOrders(database.url, acks, runId);
    const lat = attempts.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.ms);
    const appMedian = median(app);
    const baseMedian = median(base);
    // The budget's ratio: the median of each round's back-to-back ratio, which the shared
    // machine's drift between rounds disturbs least; the ratio of the medians is printed too.
    const ratios = app.map((a, i) => a / base[i]!);
    const ratio = median(ratios);
    const spread = spreadOf(ratios);
    const ok = ratio >= BUDGET;

    console.log('\n── orders-throughput ────────────────────────────────────');
    console.log(`app:        ${app.map((x) => x.toFixed(1)).join(', ')} orders/s (median ${appMedian.toFixed(1)})`);
    console.log(`baseline:   ${base.map((x) => x.toFixed(1)).join(', ')} orders/s (median ${baseMedian.toFixed(1)})`);
    console.log(
      `ratio:      ${ratio.toFixed(2)} median of the rounds' ratios (${spread.min.toFixed(2)}–${spread.max.toFixed(2)}; budget ≥ ${BUDGET}) ${ok ? 'ok' : 'NOT MET'}; ratio of the medians ${(appMedian / baseMedian).toFixed(2)}`,
    );
    console.log(
      `latency:    p50 ${fmtMs(percentile(lat, 50))}, p99 ${fmtMs(percentile(lat, 99))} over ${lat.length} orders`,
    );
    console.log(`answers:    ${statusHistogram(attempts)}`);
    console.log(`server error logs: ${serverErrors.length}`);
    for (const l of check.lines) console.log(`database:   ${l}`);
    for (const p of check.problems.slice(0, 20)) console.log(`  ✗ ${p}`);
    for (const l of serverErrors.slice(0, 5)) console.log(`  server: ${l.slice(0, 300)}`);
    // Every cart is valid by construction (support/catalog.ts): a refused one means the
    // benchmark no longer builds what the menu takes, and its figure would count refusals.
    const refused = attempts.filter((a) => a.status === 400 || a.status === 422);
    if (refused.length) console.log(`  ✗ ${refused.length} carts refused, e.g. "${refused[0]!.message}"`);
    failed = !check.ok || acks.size === 0 || refused.length > 0;
    console.log(
      failed
        ? '\nDISCREPANCIES FOUND'
        : '\nnothing lost: every acknowledged order is in the database once, with the right total',
    );

    const figure = `POST /api/orders, ${concurrency} signed-in customers, pool ${APP_POOL_MAX}`;
    rows.push(
      {
        bench: 'orders',
        figure,
        value: round1(appMedian),
        unit: 'orders/s',
        runs: rounds,
        baseline: { label: 'raw inserts of the same rows (postgres driver)', value: round1(baseMedian) },
        ratio: Math.round(ratio * 100) / 100,
        spread: { min: Math.round(spread.min * 100) / 100, max: Math.round(spread.max * 100) / 100 },
        budget: `≥ ${BUDGET} of baseline`,
        ok: ok && !failed,
      },
      {
        bench: 'orders',
        figure: `${figure}: p50 latency`,
        value: Math.round(percentile(lat, 50)),
        unit: 'ms',
        runs: rounds,
      },
      {
        bench: 'orders',
        figure: `${figure}: p99 latency`,
        value: Math.round(percentile(lat, 99)),
        unit: 'ms',
        runs: rounds,
      },
    );
  } finally {
    await server?.stop();
    await database.drop();
  }
  reportRows(rows);
  process.exit(failed ? 1 : 0);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** CPU time per order, in µs, of the server (none for the baseline), PostgreSQL and this process (the load). */
type CpuPerOrder = { server: number; postgres: number; client: number };

/** Reads the processes' CPU time now; `perOrder` divides what each used since by the orders made. */
function cpuMeter(serverPid: number | null) {
  const server0 = serverPid ? cpuMs(serverPid) : 0;
  const pg0 = postgresCpuMs();
  const client0 = process.cpuUsage();
  return {
    perOrder(orders: number): CpuPerOrder {
      const client = process.cpuUsage(client0);
      const per = (ms: number) => (ms * 1000) / Math.max(1, orders);
      return {
        server: serverPid ? per(cpuMs(serverPid) - server0) : 0,
        postgres: per(postgresCpuMs() - pg0),
        client: per((client.user + client.system) / 1000),
      };
    },
  };
}

const fmtCpu = (c: CpuPerOrder) =>
  `${c.server ? `server ${c.server.toFixed(0)} µs, ` : ''}PostgreSQL ${c.postgres.toFixed(0)} µs, load ${c.client.toFixed(0)} µs`;

/**
 * The planner's statistics, as autovacuum keeps them in a store whose tables grow at a
 * restaurant's pace. The warm-up grew them from empty in seconds, faster than autovacuum looks:
 * with none, the planner took each order's few items for most of the table and scanned all of
 * order_items for every batch of order emails (docs/decisions/026-rush-hour-performance.md).
 */
const analyze = (databaseUrl: string) => withConnection(databaseUrl, (sql) => sql`analyze`);

function userIds(databaseUrl: string, emails: string[]): Promise<Map<string, string>> {
  return withConnection(databaseUrl, async (sql) => {
    const found = await sql<
      { id: string; email: string }[]
    >`select id, email from "user" where email in ${sql(emails)}`;
    return new Map(found.map((u) => [u.email, u.id]));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
