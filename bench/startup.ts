// Start-up (printed, no budget): the server started exactly as `npm start` does after its build step
// (`tsx src/server/main.ts`, embedded PGlite under DATA_DIR, demo menu seeded on first start),
// timed from spawn to the first healthy /api/health, on an empty DATA_DIR and again on the
// same, already seeded DATA_DIR (a restart); the server's memory (VmRSS) after start-up and
// after a burst of menu requests; and the build step (`npx vite build`) once. No budgets.
//   npx tsx bench/startup.ts [--runs 3] [--burst 2000] [--build 1]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/testing/spawn-server';
import { cannon } from './support/cannon';
import { numberOption } from './support/options';
import { childPids, commandLine, rssMb } from './support/proc';
import { median, reportRows, type BenchRow } from './support/report';

// 3 runs keep the whole script near 2 minutes when the machine is busy (a fresh start takes
// 8-25 s here); --runs 5 for steadier medians.
const runs = numberOption('runs', 3);
const burst = numberOption('burst', 2000);
const build = numberOption('build', 1);
const TSX = path.resolve('node_modules/.bin/tsx');
const HEALTH_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

/** `tsx src/server/main.ts` as npm start runs it; the tsx CLI runs the server in a child node process. */
async function start(dataDir: string, webDist: string): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    DATABASE_URL: '',
  };
  // npm start sets none of these: the server runs on its own defaults (NODE_ENV development, SEED_DEMO true).
  for (const k of ['NODE_ENV', 'SEED_DEMO', 'AUTH_SECRET', 'PUBLIC_URL', 'LOG_LEVEL']) delete env[k];
  let tail = '';
  let pending = '';
  const phases: Phases = {};
  const t0 = performance.now();
  const wall0 = Date.now();
  const proc = spawn(TSX, ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const serverPid = childPids(proc.pid!).find((pid) => commandLine(pid).includes('src/server/main.ts'));
  if (!serverPid) throw new Error('the server process (child of tsx) was not found');
  return { proc, serverPid, url, seconds, phases, exited };
}

async function stop(s: Started) {
  if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill('SIGTERM');
  await s.exited;
}

function buildWeb(outDir: string): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const p = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    p.once('close', (code) =>
      code === 0 ? resolve((performance.now() - t0) / 1000) : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

async function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-startup-'));
  const webDist = path.join(tmp, 'web');
  let running: Started | null = null;
  try {
    let buildSeconds = Number.NaN;
    if (build) {
      console.log('build step: npx vite build…');
      buildSeconds = await buildWeb(webDist);
      console.log(`  ${buildSeconds.toFixed(1)} s`);
    }
    const fresh: number[] = [];
    const restart: number[] = [];
    const rssFresh: number[] = [];
    const rssRestart: number[] = [];
    const rssBurst: number[] = [];
    const rssWrapper: number[] = [];
    const freshPhases: Phases[] = [];
    const restartPhases: Phases[] = [];
    for (let i = 0; i < runs; i++) {
      const dataDir = path.join(tmp, `data-${i}`);
      running = await start(dataDir, webDist);
      fresh.push(running.seconds);
      freshPhases.push(running.phases);
      await sleep(500); // let start-up's garbage settle before reading memory
      rssFresh.push(rssMb(running.serverPid));
      await stop(running);

      running = await start(dataDir, webDist);
      restart.push(running.seconds);
      restartPhases.push(running.phases);
      await sleep(500);
      rssRestart.push(rssMb(running.serverPid));
      rssWrapper.push(rssMb(running.proc.pid!));
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
      console.log(
        `run ${i + 1}: healthy after ${fresh[i]!.toFixed(2)} s on an empty DATA_DIR (server RSS ${rssFresh[i]!.toFixed(0)} MB), ` +
          `${restart[i]!.toFixed(2)} s on restart (RSS ${rssRestart[i]!.toFixed(0)} MB, ${rssBurst[i]!.toFixed(0)} MB after ${burst} menu requests; tsx wrapper ${rssWrapper[i]!.toFixed(0)} MB)`,
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
        bench: 'startup',
        figure: 'npm start to healthy, seeded DATA_DIR (restart)',
        value: round(median(restart), 2),
        unit: 's',
        runs,
      },
      {
        bench: 'startup',
        figure: 'server RSS after start-up, empty DATA_DIR',
        value: round(median(rssFresh), 0),
        unit: 'MB',
        runs,
      },
      {
        bench: 'startup',
        figure: 'server RSS after start-up, seeded DATA_DIR (restart)',
        value: round(median(rssRestart), 0),
        unit: 'MB',
        runs,
      },
      {
        bench: 'startup',
        figure: `server RSS after ${burst} menu requests (restarted server)`,
        value: round(median(rssBurst), 0),
        unit: 'MB',
        runs,
      },
    ];
    if (build)
      rows.push({
        bench: 'startup',
        figure: 'build step (npx vite build)',
        value: round(buildSeconds, 1),
        unit: 's',
        runs: 1,
      });
    console.log('\n── startup (medians) ─────────────────────────────');
    for (const r of rows) console.log(`${r.figure.padEnd(72)} ${String(r.value).padStart(7)} ${r.unit}`);
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
    console.log(`(the tsx CLI that npm start runs stays as a parent process: ${round(median(rssWrapper), 0)} MB more)`);
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
