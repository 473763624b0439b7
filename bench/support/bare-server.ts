// The baseline of bench/menu-throughput.ts: a bare node:http server, in its own process, that
// answers from memory the exact bytes and headers the app sent. Usage:
//   node --import tsx bench/support/bare-server.ts <spec.json>
// where spec.json is { full: CapturedResponse, notModified?: CapturedResponse }; the 304 is sent
// when the request's If-None-Match equals the full answer's ETag. Prints `BARE_LISTENING <port>`.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { CapturedResponse } from './captured-response';

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  full: CapturedResponse;
  notModified?: CapturedResponse;
};
const load = (r: CapturedResponse) => ({ status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') });
const full = load(spec.full);
const notModified = spec.notModified ? load(spec.notModified) : null;
const etag = full.headers.etag;

const server = http.createServer((req, res) => {
  const r = notModified && etag && req.headers['if-none-match'] === etag ? notModified : full;
  res.writeHead(r.status, r.headers);
  res.end(r.status === 304 ? undefined : r.body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`BARE_LISTENING ${(server.address() as { port: number }).port}`);
});
process.on('SIGTERM', () => process.exit(0));
