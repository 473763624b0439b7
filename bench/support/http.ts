/** One HTTP answer as the benchmarks record it; status 0 = no answer (network error or timeout). */
export type Answer = { status: number; body: unknown; ms: number; error?: string; setCookies: string[] };

export const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? 15_000);

/** A JSON request as a browser on the store's origin sends it (same-origin check passes). */
export async function call(baseUrl: string, path: string, opts: { method?: string; json?: unknown; cookie?: string; timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { origin: baseUrl, accept: 'application/json' };
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: opts.method ?? (opts.json === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
      signal: AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body, ms: performance.now() - started, setCookies: res.headers.getSetCookie() };
  } catch (err) {
    const e = err as { name?: string; message?: string; cause?: { code?: string } };
    const error = e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message ?? String(err));
    return { status: 0, body: null, ms: performance.now() - started, error, setCookies: [] };
  }
}

/** The name=value pairs of Set-Cookie headers, as one Cookie header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}
