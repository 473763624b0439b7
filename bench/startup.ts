// Start-up and memory (budgets of docs/decisions/026, first set by 009): the server started exactly as `npm start`
// does after its build step (`node scripts/start.mjs`: the compiled server in this one process,
// embedded PGlite under DATA_DIR, demo menu seeded on first start), timed from spawn to the first
// healthy /api/health, on an empty DATA_DIR and again on the same, already seeded DATA_DIR (a
// restart); the same on a fresh PostgreSQL database (BENCH_PG_URL); a bare node:http server's
// start in the same run for scale; the server's memory (VmRSS) after start-up and after a burst of
// menu requests; and the build step (`npm run build`) once.
//   npx tsx bench/startup.ts [--runs 3] [--burst 2000] [--build 1]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../src/server/testing/spawn-server';
import { cannon } from './support/cannon';
import { numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { rssMb } from './support/proc';
import { median, reportRows, type BenchRow } from './support/report';

// 3 runs keep the whole script near a minute (a fresh start takes 2-3 s here, the build
// about 10 s); --runs 5 for steadier medians.
const runs = numberOption('runs', 3);
const burst = numberOption('burst', 2000);
const build = numberOption('build', 1);
const START = path.resolve('scripts/start.mjs');
const HEALTH_TIMEOUT_MS = 120_000;

function healthy(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/api/health`, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
}

type Started = {
  proc: ChildProcess;
  serverPid: number;
  url: string;
  seconds: number;
  phases: Phases;
  exited: Promise<unknown>;
};
/** Seconds from spawn to the server's own log lines: where start-up time goes. */
type Phases = { databaseReady?: number; seeded?: number; listening?: number };
const PHASE_MESSAGES: [keyof Phases, RegExp][] = [
  ['databaseReady', /^database ready$/],
  ['seeded', /^demo restaurant seeded$/],
  ['listening', /listening on/],
];

/** `node scripts/start.mjs` as npm start runs it: the server is this one process. */
async function start(dataDir: string, databaseUrl = '', command = [START]): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  };
  // npm start sets none of these: the server runs on its own defaults (NODE_ENV development, SEED_DEMO true).
  for (const k of ['NODE_ENV', 'SEED_DEMO', 'AUTH_SECRET', 'PUBLIC_URL', 'LOG_LEVEL']) delete env[k];
  let tail = '';
  let pending = '';
  const phases: Phases = {};
  const t0 = performance.now();
  const wall0 = Date.now();
  const proc = spawn(process.execPath, command, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-4000));
  proc.stdout!.on('data', (d: Buffer) => {
    keep(d);
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      try {
        const { time, msg } = JSON.parse(line) as { time?: number; msg?: string };
        const phase = PHASE_MESSAGES.find(([, re]) => msg && re.test(msg))?.[0];
        if (phase && time) phases[phase] = (time - wall0) / 1000;
      } catch {
        // not a log line
      }
    }
  });
  proc.stderr!.on('data', keep);
  const exited = new Promise((resolve) => proc.once('close', resolve));
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}:\n${tail}`);
    if (await healthy(url)) break;
    if (performance.now() - t0 > HEALTH_TIMEOUT_MS)
      throw new Error(`not healthy in ${HEALTH_TIMEOUT_MS / 1000} s:\n${tail}`);
    await sleep(25);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { proc, serverPid: proc.pid!, url, seconds, phases, exited };
}

async function stop(s: Started) {
  if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGTERM');
  await s.exited;
}

// The floor: node itself answering /api/health, started and measured the same way.
const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('{"status":"ok"}')).listen(process.env.PORT, '127.0.0.1')`;

function buildAll(): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const p = spawn('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    p.once('close', (code) =>
      code === 0 ? resolve((performance.now() - t0) / 1000) : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

/** One budget row: a figure that must stay at or under `max`. */
function budgetRow(figure: string, xs: number[], unit: string, max: number, digits: number): BenchRow {
  const value = round(median(xs), digits);
  return {
    bench: 'startup',
    figure,
    value,
    unit,
    runs: xs.length,
    spread: { min: round(Math.min(...xs), digits), max: round(Math.max(...xs), digits) },
    budget: `≤ ${max} ${unit}`,
    ok: value <= max,
  };
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-startup-'));
  let running: Started | null = null;
  try {
    let buildSeconds = Number.NaN;
    if (build) {
      console.log('build step: npm run build…');
      buildSeconds = await buildAll();
      console.log(`  ${buildSeconds.toFixed(1)} s`);
    }
    const fresh: number[] = [];
    const restart: number[] = [];
    const bare: number[] = [];
    const rssFresh: number[] = [];
    const rssRestart: number[] = [];
    const rssBurst: number[] = [];
    const rssPostgres: number[] = [];
    const rssBare: number[] = [];
    const freshPhases: Phases[] = [];
    const restartPhases: Phases[] = [];
    for (let i = 0; i < runs; i++) {
      running = await start(path.join(tmp, 'bare'), '', ['-e', BARE_SERVER]);
      bare.push(running.seconds);
      await sleep(500);
      rssBare.push(rssMb(running.serverPid));
      await stop(running);

      const dataDir = path.join(tmp, `data-${i}`);
      running = await start(dataDir);
      fresh.push(running.seconds);
      freshPhases.push(running.phases);
      await sleep(500); // let start-up's garbage settle before reading memory
      rssFresh.push(rssMb(running.serverPid));
      await stop(running);

      running = await start(dataDir);
      restart.push(running.seconds);
      restartPhases.push(running.phases);
      await sleep(500);
      rssRestart.push(rssMb(running.serverPid));
      const b =
        burst > 0
          ? await cannon({
              url: `${running.url}/api/menu`,
              connections: 10,
              amount: burst,
              headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
            })
          : null;
      if (b && (b.errors || (b.statuses['200'] ?? 0) !== burst))
        throw new Error(`menu burst: ${JSON.stringify(b.statuses)}, ${b.errors} errors`);
      rssBurst.push(rssMb(running.serverPid));
      await stop(running);
      running = null;
      rmSync(dataDir, { recursive: true, force: true });

      // PostgreSQL: migrations and the demo seed on a fresh database, as a first start.
      const pg = await createBenchDatabase('startup');
      try {
        running = await start(path.join(tmp, `pg-${i}`), pg.url);
        await sleep(500);
        rssPostgres.push(rssMb(running.serverPid));
        await stop(running);
        running = null;
      } finally {
        await pg.drop();
      }
      console.log(
        `run ${i + 1}: healthy after ${fresh[i]!.toFixed(2)} s on an empty DATA_DIR (RSS ${rssFresh[i]!.toFixed(0)} MB), ` +
          `${restart[i]!.toFixed(2)} s on restart (RSS ${rssRestart[i]!.toFixed(0)} MB, ${rssBurst[i]!.toFixed(0)} MB after ${burst} menu requests); ` +
          `PostgreSQL RSS ${rssPostgres[i]!.toFixed(0)} MB; bare node:http ${bare[i]!.toFixed(2)} s, ${rssBare[i]!.toFixed(0)} MB`,
      );
    }

    const rows: BenchRow[] = [
      {
        bench: 'startup',
        figure: 'npm start to healthy, empty DATA_DIR (PGlite, migrations, demo seed)',
        value: round(median(fresh), 2),
        unit: 's',
        runs,
      },
      {
        ...budgetRow('npm start to healthy, seeded DATA_DIR (restart)', restart, 's', 0.5, 2),
        baseline: { label: 'bare node:http', value: round(median(bare), 2) },
      },
      budgetRow('server RSS after start-up, empty DATA_DIR', rssFresh, 'MB', 150, 0),
      budgetRow('server RSS after start-up, seeded DATA_DIR (restart)', rssRestart, 'MB', 150, 0),
      budgetRow('server RSS after start-up on PostgreSQL (fresh database)', rssPostgres, 'MB', 100, 0),
      {
        bench: 'startup',
        figure: `server RSS after ${burst} menu requests (restarted server)`,
        value: round(median(rssBurst), 0),
        unit: 'MB',
        runs,
        baseline: { label: 'bare node:http', value: round(median(rssBare), 0) },
      },
    ];
    if (build)
      rows.push({
        bench: 'startup',
        figure: 'build step (npm run build: web app and server)',
        value: round(buildSeconds, 1),
        unit: 's',
        runs: 1,
      });
    console.log('\n── startup (medians) ─────────────────────────────');
    for (const r of rows)
      console.log(
        `${r.figure.padEnd(64)} ${String(r.value).padStart(7)} ${r.unit.padEnd(3)}` +
          (r.budget ? ` budget ${r.budget} ${r.ok ? 'ok' : 'MISSED'}` : '') +
          (r.baseline ? ` (${r.baseline.label}: ${r.baseline.value} ${r.unit})` : ''),
      );
    const phaseLine = (ps: Phases[]) =>
      PHASE_MESSAGES.map(([k]) => {
        const xs = ps.map((p) => p[k]).filter((x): x is number => x !== undefined);
        return xs.length ? `${k} ${median(xs).toFixed(2)} s` : null;
      })
        .filter(Boolean)
        .join(', ');
    console.log(
      `where the time goes, from spawn (server log): empty DATA_DIR: ${phaseLine(freshPhases)}; restart: ${phaseLine(restartPhases)}`,
    );
    reportRows(rows);
  } finally {
    if (running) await stop(running);
    rmSync(tmp, { recursive: true, force: true });
  }
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
