import http from 'node:http';

/** One HTTP answer as the benchmarks record it; status 0 = no answer (network error or timeout). */
export type Answer = { status: number; body: unknown; ms: number; error?: string; setCookies: string[] };

export const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_REQUEST_TIMEOUT_MS ?? 15_000);

// One keep-alive pool for the whole run. node:http rather than fetch: the load generator runs on
// the same two cores as the server and the database, and fetch (undici's WHATWG layer, an
// AbortSignal per request) cost ~540 µs of CPU per order, taken from the server it measures.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** A JSON request as a browser on the store's origin sends it (same-origin check passes). */
export function call(
  baseUrl: string,
  path: string,
  opts: { method?: string; json?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const body = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  const headers: Record<string, string | number> = { origin: baseUrl, accept: 'application/json' };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.length;
  }
  if (opts.cookie) headers.cookie = opts.cookie;
  return new Promise((resolve) => {
    const fail = (error: string) =>
      resolve({ status: 0, body: null, ms: performance.now() - started, error, setCookies: [] });
    const req = http.request(
      `${baseUrl}${path}`,
      { method: opts.method ?? (body ? 'POST' : 'GET'), headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err: NodeJS.ErrnoException) => fail(err.code ?? err.message));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            ms: performance.now() - started,
            setCookies: res.headers['set-cookie'] ?? [],
          });
        });
      },
    );
    req.setTimeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS, () => {
      req.destroy();
      fail('timeout');
    });
    req.on('error', (err: NodeJS.ErrnoException) => fail(err.code ?? err.message));
    req.end(body);
  });
}

/** The name=value pairs of Set-Cookie headers, as one Cookie header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}
