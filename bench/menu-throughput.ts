// Menu throughput (docs/decisions/004): GET /api/menu on the real server (embedded PGlite, demo menu)
// against a bare node:http server that answers the very same bytes and headers from memory,
// both in child processes, measured with autocannon in this process at 50 connections in
// interleaved rounds, with the Accept-Encoding a browser sends. Then the same for a
// conditional request (If-None-Match with the menu's ETag -> 304). See bench/support/throughput.ts.
//   npx tsx bench/menu-throughput.ts [--rounds 5] [--seconds 5] [--conditional-seconds 2] [--connections 50]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer, type BenchServer } from './support/server';
import { againstBare, captureAnswers, decode } from './support/throughput';

const RATIO_BUDGET = 0.9;

async function main() {
  let server: BenchServer | null = null;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-menu-'));
  try {
    console.log('starting the server (embedded PGlite, demo menu)…');
    // An empty WEB_DIST: the API needs no web build, and a missing folder would log an error.
    server = await startBenchServer('', { WEB_DIST: tmp });
    const answers = await captureAnswers(`${server.url}/api/menu`);
    const { full, wire } = answers;
    const menu = JSON.parse(decode(full)) as { products: unknown[] };
    console.log(
      `menu: ${menu.products.length} products, ${Buffer.byteLength(decode(full))} B JSON, ${wire} B on the wire as ${full.headers['content-encoding'] ?? 'identity'}; etag ${full.headers.etag}`,
    );

    await againstBare({
      bench: 'menu',
      server,
      pathname: '/api/menu',
      label: 'GET /api/menu',
      answers,
      ratioBudget: RATIO_BUDGET,
      tmp,
    });
  } finally {
    await server?.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
