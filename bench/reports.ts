// 'Relatórios' on a busy year (docs/product.md#reports): `--orders` orders over the last 365
// days (bench/support/seed-orders.ts), then GET /api/admin/reports for the whole year through
// the real server, `--runs` times after one warm-up, beside GET /api/health (the server's own
// floor) measured in the same runs. On PGlite, and on PostgreSQL when BENCH_PG_URL's server
// answers; each again while another process keeps one core busy. Budget: the year's report in
// 500 ms or less (median), on this machine.
//   npx tsx bench/reports.ts [--orders 100000] [--runs 7]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { spawnServer, type SpawnedServer } from '../src/server/testing/spawn-server';
import { addDays, localTime } from '../src/shared/schedule';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { median, reportRows, type BenchRow } from './support/report';
import { seedOrders } from './support/seed-orders';

const ORDERS = numberOption('orders', 100_000);
const RUNS = numberOption('runs', 7);
const BUDGET_MS = 500;

const today = localTime(new Date()).date;
const YEAR = { from: addDays(today, -365), to: today };

/** The first admin, by the setup code the server printed; answers the session cookie. */
async function signIn(server: SpawnedServer) {
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}${p}`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const who = { name: 'Dona', email: 'dona@bench.local', password: 'segredo-bench-123' };
  const reg = await post('/api/admin-access/register', { ...who, setupCode: server.setupCode() });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const res = await post('/api/auth/sign-in/email', { email: who.email, password: who.password });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function timed(url: string, cookie: string) {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
  return { ms: performance.now() - t0, body };
}

/** Medians of the year's report and of /api/health, interleaved run by run. */
async function measure(server: SpawnedServer, cookie: string) {
  const report = `${server.url}/api/admin/reports?${new URLSearchParams(YEAR)}`;
  const first = JSON.parse((await timed(report, cookie)).body) as { summary: { placedOrders: number } };
  if (first.summary.placedOrders !== ORDERS) throw new Error(`the report counts ${first.summary.placedOrders} orders`);
  const reportMs: number[] = [];
  const healthMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    healthMs.push((await timed(`${server.url}/api/health`, cookie)).ms);
    reportMs.push((await timed(report, cookie)).ms);
  }
  return { report: median(reportMs), health: median(healthMs), all: reportMs };
}

/** Runs `f` while a child process spins on one core; stops that child (by its own pid) after. */
async function withBusyCore<T>(f: () => Promise<T>): Promise<T> {
  const spinner = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 300));
    return await f();
  } finally {
    spinner.kill('SIGKILL');
  }
}

type Backend = { name: string; env: Record<string, string>; cleanup: () => Promise<void> };

async function pglite(): Promise<Backend> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-reports-'));
  const database = await openDatabase({ dataDir: dir });
  await seed(database);
  return { name: 'PGlite', env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresql(): Promise<Backend | null> {
  const bench = await createBenchDatabase('reports').catch(() => null);
  if (!bench) return null;
  await seed(await openDatabase({ url: bench.url }));
  return { name: 'PostgreSQL', env: { DATABASE_URL: bench.url }, cleanup: () => bench.drop() };
}

async function seed(database: Awaited<ReturnType<typeof openDatabase>>) {
  const t0 = performance.now();
  try {
    await seedOrders(database.db, { orders: ORDERS, days: 365, lastDay: addDays(today, -1) });
  } finally {
    await database.close();
  }
  console.log(`seeded ${ORDERS} orders in ${fmtMs(performance.now() - t0)}`);
}

async function run(backend: Backend): Promise<BenchRow[]> {
  const server = await spawnServer({
    label: 'bench-reports',
    env: { AUTH_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false', LOG_LEVEL: 'error', ...backend.env },
    onOutput: () => {},
  });
  try {
    const cookie = await signIn(server);
    const idle = await measure(server, cookie);
    const busy = await withBusyCore(() => measure(server, cookie));
    const row = (load: string, m: typeof idle): BenchRow => ({
      bench: 'reports',
      figure: `GET /api/admin/reports, a year of ${ORDERS} orders, ${backend.name}${load}`,
      value: m.report,
      unit: 'ms',
      runs: RUNS,
      baseline: { label: 'GET /api/health', value: m.health },
      budget: `≤ ${BUDGET_MS} ms`,
      ok: m.report <= BUDGET_MS,
    });
    for (const [load, m] of [['idle', idle] as const, ['one core busy', busy] as const])
      console.log(
        `${backend.name}, ${load}: report ${fmtMs(m.report)} (runs ${m.all.map(fmtMs).join(', ')}), health ${fmtMs(m.health)}`,
      );
    return [row('', idle), row(', another process keeping a core busy', busy)];
  } finally {
    await server.stop();
    await backend.cleanup();
  }
}

async function main() {
  const rows = await run(await pglite());
  const pg = await postgresql();
  if (pg) rows.push(...(await run(pg)));
  else console.log('PostgreSQL not reachable (BENCH_PG_URL): PGlite only');
  reportRows(rows);
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}

void main();
