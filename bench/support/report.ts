// The figures a benchmark hands to `npm run bench` (bench/run-all.ts): each script prints its
// own detail for people, then one `BENCH_ROWS <json>` line that the runner collects into one
// table. A figure that has a budget says whether it holds; the runner exits 1 when one does not.

export type BenchRow = {
  /** Which benchmark, e.g. 'menu'. */
  bench: string;
  /** What was measured, e.g. 'GET /api/menu, 50 connections'. */
  figure: string;
  /** The median over the runs. */
  value: number;
  unit: string;
  /** How many runs the median is taken over (1 when the figure is deterministic). */
  runs: number;
  /** The same figure for the baseline measured in the same run, when there is one. */
  baseline?: { label: string; value: number };
  /** value / baseline.value, when the budget is a ratio. */
  ratio?: number;
  /** The lowest and highest of the runs (of the ratio when there is one, else of the value). */
  spread?: { min: number; max: number };
  /** The budget in words, e.g. '≥ 0.6 of baseline' or '≤ 90 kB'. */
  budget?: string;
  /** Whether the budget holds (absent when the figure has no budget). */
  ok?: boolean;
};

export const BENCH_ROWS_PREFIX = 'BENCH_ROWS ';

export function reportRows(rows: BenchRow[]) {
  console.log(BENCH_ROWS_PREFIX + JSON.stringify(rows));
}

/** The lowest and highest of the runs, for BenchRow.spread. */
export function spreadOf(xs: number[]): { min: number; max: number } {
  return { min: Math.min(...xs), max: Math.max(...xs) };
}

export function median(xs: number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
