import { createRequire } from 'node:module';

// autocannon ships no types; only the fields the benchmarks read are declared here.
type AutocannonResult = {
  duration: number;
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  method?: string;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: AutocannonOptions,
) => Promise<AutocannonResult>;

export type CannonSample = {
  /** Answers per second over the whole run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Answers by status code, e.g. { 200: 51234 }. */
  statuses: Record<string, number>;
  errors: number;
};

/**
 * One autocannon run (its programmatic API) against a URL, for `seconds` or for `amount`
 * requests: keep-alive connections, as a browser uses.
 */
export async function cannon(
  opts: { url: string; connections: number; headers?: Record<string, string> } & (
    { seconds: number } | { amount: number }
  ),
): Promise<CannonSample> {
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections,
    ...('amount' in opts ? { amount: opts.amount } : { duration: opts.seconds }),
    headers: opts.headers,
  });
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  return {
    rps: r.requests.total / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    statuses,
    errors: r.errors + r.timeouts,
  };
}
