// The shared part of the throughput benchmarks (bench/menu-throughput.ts, bench/page-throughput.ts):
// one cached answer of the real server against a bare node:http server (bare-server.ts) that
// sends the very same bytes and headers from memory, both in child processes, measured with
// autocannon in this process in interleaved rounds; then the same for the conditional request
// (If-None-Match with the answer's ETag -> 304).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cannon, type CannonSample } from './cannon';
import { capture, type CapturedResponse } from './captured-response';
import { numberOption } from './options';
import { cpuMs } from './proc';
import { median, reportRows, spreadOf, type BenchRow } from './report';
import type { BenchServer } from './server';

/** What Chromium sends, on a navigation and on a fetch() alike. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const P99_BUDGET_MS = 20;

/** The options every throughput benchmark takes (`--rounds 5`, BENCH_SECONDS=10…). */
export const throughputOptions = () => ({
  rounds: numberOption('rounds', 5),
  seconds: numberOption('seconds', 5),
  conditionalSeconds: numberOption('conditional-seconds', 2),
  connections: numberOption('connections', 50),
  warmupSeconds: numberOption('warmup-seconds', 2),
});
type Options = ReturnType<typeof throughputOptions>;

/** The body as the client reads it, whatever encoding it came in. */
export function decode(r: CapturedResponse): string {
  const body = Buffer.from(r.body, 'base64');
  const enc = r.headers['content-encoding'];
  return (enc === 'br' ? brotliDecompressSync(body) : enc === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/** The answer and its 304, as the browser gets them; throws when either is not what the benchmark measures. */
export async function captureAnswers(url: string) {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const full = await capture(url, headers);
  if (full.status !== 200 || !full.headers.etag) throw new Error(`GET ${url} answered ${full.status} without an ETag`);
  const notModified = await capture(url, { ...headers, 'if-none-match': full.headers.etag });
  if (notModified.status !== 304) throw new Error(`If-None-Match answered ${notModified.status}, not 304`);
  return { full, notModified, wire: Buffer.from(full.body, 'base64').length };
}

function startBare(specFile: string): Promise<{ url: string; proc: ChildProcess }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/support/bare-server.ts', specFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /BARE_LISTENING (\d+)/.exec(out);
      if (m) resolve({ url: `http://127.0.0.1:${m[1]}`, proc });
    });
    proc.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

/** A run's figures plus the server's own CPU time per answer (less disturbed by other work on the machine than req/s). */
type Sample = CannonSample & { cpuUsPerRequest: number };
type Pair = { app: Sample[]; bare: Sample[] };
type Target = { url: string; pid: number };

/** Alternates app and bare, swapping which goes first each round, so drift on a shared machine hits both. */
async function interleave(
  targets: { app: Target; bare: Target },
  pathname: string,
  headers: Record<string, string>,
  secs: number,
  label: string,
  o: Options,
): Promise<Pair> {
  const out: Pair = { app: [], bare: [] };
  for (let i = 0; i < o.rounds; i++) {
    const order: ('app' | 'bare')[] = i % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
    for (const who of order) {
      const { url, pid } = targets[who];
      const cpu0 = cpuMs(pid);
      const c = await cannon({ url: `${url}${pathname}`, connections: o.connections, seconds: secs, headers });
      const s = { ...c, cpuUsPerRequest: ((cpuMs(pid) - cpu0) * 1000) / Math.max(1, c.total) };
      out[who].push(s);
      console.log(
        `  ${label} round ${i + 1} ${who.padEnd(4)} ${s.rps.toFixed(0).padStart(6)} req/s  p50 ${s.p50Ms} ms  p99 ${s.p99Ms} ms  server CPU ${s.cpuUsPerRequest.toFixed(0)} µs/req  ${JSON.stringify(s.statuses)}${s.errors ? `  errors ${s.errors}` : ''}`,
      );
    }
  }
  return out;
}

function unexpected(samples: CannonSample[], status: number): number {
  return samples.reduce(
    (n, s) =>
      n + s.errors + Object.entries(s.statuses).reduce((m, [code, c]) => m + (Number(code) === status ? 0 : c), 0),
    0,
  );
}

function summarise(
  pair: Pair,
  row: { bench: string; figure: string; status: number; ratioBudget: number; connections: number },
): BenchRow[] {
  const { bench, figure, status, ratioBudget, connections } = row;
  const app = median(pair.app.map((s) => s.rps));
  const base = median(pair.bare.map((s) => s.rps));
  // Each round's app and bare runs are back to back: their ratio is what the machine's
  // drift (other work on the shared cores) disturbs least, so the budget is checked on the
  // median of those; the ratio of the two medians is printed beside it.
  const ratios = pair.app.map((s, i) => s.rps / pair.bare[i]!.rps);
  const ratio = median(ratios);
  const spread = spreadOf(ratios);
  const p99 = median(pair.app.map((s) => s.p99Ms));
  const bareP99 = median(pair.bare.map((s) => s.p99Ms));
  const wrong = unexpected(pair.app, status) + unexpected(pair.bare, status);
  const cpuApp = median(pair.app.map((s) => s.cpuUsPerRequest));
  const cpuBare = median(pair.bare.map((s) => s.cpuUsPerRequest));
  console.log(`\n── ${figure} ──`);
  console.log(`app:    ${app.toFixed(0)} req/s, p99 ${p99} ms (median of ${pair.app.length})`);
  console.log(`bare:   ${base.toFixed(0)} req/s, p99 ${bareP99} ms`);
  console.log(
    `ratio:  ${ratio.toFixed(2)} median of the rounds' ratios (${spread.min.toFixed(2)}–${spread.max.toFixed(2)}; budget ≥ ${ratioBudget}); ratio of the medians ${(app / base).toFixed(2)}`,
  );
  console.log(`server CPU per answer: app ${cpuApp.toFixed(0)} µs, bare ${cpuBare.toFixed(0)} µs`);
  if (wrong) console.log(`  ✗ ${wrong} answers were not ${status} or failed`);
  return [
    {
      bench,
      figure: `${figure}, ${connections} connections (ratio: median of paired rounds)`,
      value: Math.round(app),
      unit: 'req/s',
      runs: pair.app.length,
      baseline: { label: 'bare node:http, same bytes', value: Math.round(base) },
      ratio: Number(ratio.toFixed(3)),
      spread: { min: Number(spread.min.toFixed(3)), max: Number(spread.max.toFixed(3)) },
      budget: `≥ ${ratioBudget} of baseline`,
      ok: ratio >= ratioBudget && wrong === 0,
    },
    {
      bench,
      figure: `${figure} p99 latency, ${connections} connections`,
      value: p99,
      unit: 'ms',
      runs: pair.app.length,
      spread: spreadOf(pair.app.map((s) => s.p99Ms)),
      baseline: { label: 'bare node:http', value: bareP99 },
      budget: `≤ ${P99_BUDGET_MS} ms`,
      ok: p99 <= P99_BUDGET_MS && wrong === 0,
    },
    {
      bench,
      figure: `${figure} server CPU per answer`,
      value: Math.round(cpuApp),
      unit: 'µs',
      runs: pair.app.length,
      baseline: { label: 'bare node:http', value: Math.round(cpuBare) },
    },
  ];
}

/**
 * Measures one path of the app (its 200, then its 304) against a bare server started here with
 * the answers captured from the app, and reports the rows (BENCH_ROWS) after the app's error
 * lines. `tmp` holds the bare server's spec; `label` names the path in the figures ('GET /api/menu').
 */
export async function againstBare(opts: {
  bench: string;
  server: BenchServer;
  pathname: string;
  label: string;
  answers: Awaited<ReturnType<typeof captureAnswers>>;
  ratioBudget: number;
  tmp: string;
}): Promise<void> {
  console.log(`headers: ${Object.keys(opts.answers.full.headers).join(', ')}`);
  reportWithServerErrors(opts.server, await measure(opts));
}

async function measure(opts: Parameters<typeof againstBare>[0]): Promise<BenchRow[]> {
  const o = throughputOptions();
  const { full, notModified, wire } = opts.answers;
  const specFile = path.join(opts.tmp, `${opts.bench}-response.json`);
  writeFileSync(specFile, JSON.stringify({ full, notModified }));
  const b = await startBare(specFile);
  try {
    const targets = {
      app: { url: opts.server.url, pid: opts.server.proc.pid! },
      bare: { url: b.url, pid: b.proc.pid! },
    };
    const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    if (o.warmupSeconds > 0) {
      for (const { url } of [targets.app, targets.bare])
        await cannon({ url: `${url}${opts.pathname}`, connections: o.connections, seconds: o.warmupSeconds, headers });
    }
    console.log(
      `\n${opts.label}: ${o.rounds} rounds of ${o.seconds} s, ${o.connections} connections, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
    );
    const plain = await interleave(targets, opts.pathname, headers, o.seconds, 'GET ', o);
    let cond: Pair | null = null;
    if (o.conditionalSeconds > 0) {
      console.log(`\n${o.rounds} rounds of ${o.conditionalSeconds} s with If-None-Match: ${full.headers.etag}`);
      const conditional = { ...headers, 'if-none-match': full.headers.etag! };
      cond = await interleave(targets, opts.pathname, conditional, o.conditionalSeconds, '304 ', o);
    }
    const row = { bench: opts.bench, ratioBudget: opts.ratioBudget, connections: o.connections };
    return [
      ...summarise(plain, {
        ...row,
        figure: `${opts.label} (${full.headers['content-encoding'] ?? 'identity'} ${wire} B)`,
        status: 200,
      }),
      ...(cond ? summarise(cond, { ...row, figure: `${opts.label} If-None-Match -> 304`, status: 304 }) : []),
    ];
  } finally {
    if (b.proc.exitCode === null) b.proc.kill('SIGTERM');
  }
}

/** The app's error log lines (none expected), then the rows for the table. */
function reportWithServerErrors(server: Pick<BenchServer, 'errorLines'>, rows: BenchRow[]) {
  const serverErrors = server.errorLines();
  console.log(`server error logs: ${serverErrors.length}`);
  for (const l of serverErrors.slice(0, 5)) console.log(`  server: ${l.slice(0, 300)}`);
  reportRows(rows);
}
