import http from 'node:http';

/** One HTTP answer exactly as it came over the wire: status, headers and the raw (still encoded) body. */
export type CapturedResponse = { status: number; headers: Record<string, string>; body: string /* base64 */ };

// Headers node:http writes by itself on every answer, in the app and in the bare server alike.
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** GET through node:http (fetch would decode the body) and keep the answer's bytes and headers. */
export function capture(url: string, headers: Record<string, string>): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!PER_CONNECTION.has(name) && value !== undefined)
              kept[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
