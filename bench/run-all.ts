// `npm run bench`: runs the performance benchmarks one after another (never two at once: they
// would measure each other), shows each one's own output, then prints one table of every figure
// they reported (bench/support/report.ts) and exits 1 when a budget does not hold or a benchmark
// failed. `npm run bench -- menu orders` runs only the benchmarks whose names are given.
// `npm run bench -- --busy` keeps one core busy for the whole run (a process spinning), as
// another tenant of a shared machine would: the budgets are meant to hold so (docs/decisions/026).
//
// bench:load and bench:fault are correctness checks under load, not figures: the fault
// one stops the shared PostgreSQL server, so it never runs as part of this table.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BENCH_ROWS_PREFIX, type BenchRow } from './support/report';

const BENCHES = [
  { name: 'weight', file: 'bench/page-weight.ts' },
  { name: 'lighthouse', file: 'bench/lighthouse.ts' },
  { name: 'ttm', file: 'bench/time-to-menu.ts' },
  { name: 'menu', file: 'bench/menu-throughput.ts' },
  { name: 'page', file: 'bench/page-throughput.ts' },
  { name: 'orders', file: 'bench/orders-throughput.ts' },
  { name: 'startup', file: 'bench/startup.ts' },
  { name: 'kitchen', file: 'bench/kitchen-print.ts' },
  { name: 'reports', file: 'bench/reports.ts' },
  { name: 'ifood', file: 'bench/ifood-events.ts' },
];

type Outcome = { name: string; code: number | string; seconds: number; rows: BenchRow[] };

function run(name: string, file: string): Promise<Outcome> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    const rows: BenchRow[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith(BENCH_ROWS_PREFIX))
          rows.push(...(JSON.parse(line.slice(BENCH_ROWS_PREFIX.length)) as BenchRow[]));
        else process.stdout.write(`  │ ${line}\n`);
      }
    });
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? signal ?? -1, seconds: (performance.now() - t0) / 1000, rows }),
    );
  });
}

// NaN (a benchmark that measured nothing) arrives as null through JSON.
const fmt = (n: number | null) =>
  n === null || !Number.isFinite(n)
    ? '-'
    : Number.isInteger(n)
      ? String(n)
      : Math.abs(n) >= 100
        ? n.toFixed(0)
        : Math.abs(n) >= 10
          ? n.toFixed(1)
          : n.toFixed(2);

function table(outcomes: Outcome[]): string {
  const head = ['benchmark', 'figure', 'median', 'runs', 'baseline (same run)', 'ratio', 'spread', 'budget', ''];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const o of outcomes) {
    if (o.rows.length === 0) lines.push(`| ${o.name} | no figures (exit ${o.code}) | | | | | | | FAILED |`);
    for (const r of o.rows) {
      const cells = [
        r.bench,
        r.figure,
        `${fmt(r.value)} ${r.unit}`,
        String(r.runs),
        r.baseline ? `${r.baseline.label}: ${fmt(r.baseline.value)} ${r.unit}` : '',
        r.ratio === undefined ? '' : fmt(r.ratio),
        r.spread ? `${fmt(r.spread.min)}–${fmt(r.spread.max)}` : '',
        r.budget ?? '',
        r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
      ];
      lines.push(`| ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

/** A process that keeps one core busy until it is killed. */
function busyCore(): ChildProcess {
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  process.once('exit', () => spinner.kill('SIGKILL'));
  return spinner;
}

async function main() {
  const busy = process.argv.includes('--busy') ? busyCore() : null;
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const chosen = BENCHES.filter((b) => only.length === 0 || only.includes(b.name));
  if (chosen.length === 0) throw new Error(`unknown benchmark; choose from ${BENCHES.map((b) => b.name).join(', ')}`);
  const outcomes: Outcome[] = [];
  for (const b of chosen) {
    console.log(`\n┌ ${b.name} (${b.file})`);
    if (!existsSync(b.file)) {
      outcomes.push({ name: b.name, code: 'missing', seconds: 0, rows: [] });
      console.log('  │ missing');
      continue;
    }
    const o = await run(b.name, b.file);
    outcomes.push(o);
    console.log(`└ ${b.name}: exit ${o.code} after ${o.seconds.toFixed(0)} s`);
  }
  busy?.kill('SIGKILL');
  console.log(
    `\nnpm run bench, ${new Date().toISOString()}, node ${process.version}${busy ? ', one core kept busy' : ''}\n`,
  );
  console.log(table(outcomes));
  const missed = outcomes.flatMap((o) => o.rows.filter((r) => r.ok === false).map((r) => `${r.bench}: ${r.figure}`));
  const failed = outcomes.filter((o) => o.code !== 0 || o.rows.length === 0).map((o) => o.name);
  if (missed.length || failed.length) {
    console.log(
      `\n${[...missed.map((m) => `budget missed: ${m}`), ...failed.map((f) => `benchmark failed: ${f}`)].join('\n')}`,
    );
    process.exit(1);
  }
  console.log('\nevery budget holds');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
