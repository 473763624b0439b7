// Load benchmark (a correctness check, not a figure): many signed-in customers and some guests place orders at once on a
// fresh PostgreSQL database through the real server, for a bounded time; then every order that
// got a 2xx must be in the database exactly once with the right total.
//   npm run bench:load -- --customers 50 --guests 5 --seconds 20 [--baseline-seconds 5]
import { APP_POOL_MAX, rawInsertBaseline } from './support/baseline';
import { loadCatalog } from './support/catalog';
import { registerCustomers } from './support/customers';
import { percentile, runLoad, statusHistogram } from './support/load';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { startBenchServer, type BenchServer } from './support/server';
import { verifyOrders } from './support/verify';

const customersN = numberOption('customers', 50);
const guestsN = numberOption('guests', 5);
const seconds = numberOption('seconds', 20);
const baselineSeconds = numberOption('baseline-seconds', 5);

async function main() {
  const runId = `load${Date.now().toString(36)}`;
  const database = await createBenchDatabase('load');
  let server: BenchServer | null = null;
  let failed = false;
  try {
    console.log(`database ${database.name}; starting the server…`);
    server = await startBenchServer(database.url);
    const catalog = await loadCatalog(server.url);
    const customers = await registerCustomers(server.url, customersN, runId);
    console.log(
      `${customers.length} customers signed up, ${guestsN} guest checkouts at a time, ${catalog.products.length} products; placing orders for ${seconds} s…`,
    );

    const load = await runLoad({
      baseUrl: server.url,
      catalog,
      customers,
      guests: guestsN,
      durationMs: seconds * 1000,
      runId,
    });
    const ok = load.attempts.filter((a) => a.status >= 200 && a.status < 300);
    const lat = ok.map((a) => a.ms);
    const perSecond = load.acks.size / (load.elapsedMs / 1000);
    const serverErrors = server.errorLines();
    await server.stop();
    server = null;

    const check = await verifyOrders(database.url, load.acks, runId);
    const baseline = await rawInsertBaseline(database.url, catalog, {
      workers: customers.length + guestsN,
      durationMs: baselineSeconds * 1000,
    });

    console.log('\n── load-orders ──────────────────────────────────────────');
    console.log(
      `clients:            ${customers.length} signed-in + ${guestsN} guests, ${(load.elapsedMs / 1000).toFixed(1)} s`,
    );
    console.log(`orders acknowledged: ${load.acks.size} (${perSecond.toFixed(1)} orders/s)`);
    console.log(
      `latency of 2xx:     p50 ${fmtMs(percentile(lat, 50))}, p99 ${fmtMs(percentile(lat, 99))}, max ${fmtMs(Math.max(...lat))}`,
    );
    console.log(`answers:            ${statusHistogram(load.attempts)}`);
    console.log(
      `given up:           ${load.givenUp.length}${
        load.givenUp.length
          ? ` (${load.givenUp
              .slice(0, 3)
              .map((g) => `${g.status} ${g.message}`)
              .join('; ')})`
          : ''
      }`,
    );
    console.log(
      `double submits:     ${load.replays.same} answered the same order, ${load.replays.different.length} a different one`,
    );
    console.log(`server error logs:  ${serverErrors.length}`);
    for (const l of check.lines) console.log(`database:           ${l}`);
    console.log(
      `raw-insert baseline: ${baseline.count} orders in ${(baseline.elapsedMs / 1000).toFixed(1)} s = ${baseline.perSecond.toFixed(1)} orders/s (postgres driver, pool ${APP_POOL_MAX}, ${customers.length + guestsN} writers)`,
    );
    console.log(`app / baseline:     ${((perSecond / baseline.perSecond) * 100).toFixed(1)} %`);
    for (const p of [...check.problems.slice(0, 20), ...load.replays.different.slice(0, 5)]) console.log(`  ✗ ${p}`);
    for (const l of serverErrors.slice(0, 5)) console.log(`  server: ${l.slice(0, 300)}`);
    failed = !check.ok || load.replays.different.length > 0 || load.acks.size === 0;
    console.log(
      failed
        ? '\nDISCREPANCIES FOUND'
        : '\nnothing lost: every acknowledged order is in the database once, with the right total',
    );
  } finally {
    await server?.stop();
    await database.drop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
