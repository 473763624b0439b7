// Page throughput (docs/decisions/004, 010): GET / — the home the server renders, as a browser
// navigating to it asks — on the real server (embedded PGlite, demo menu, a web build with its
// renderer) against a bare node:http server answering the very same bytes and headers from
// memory, then the 304 a returning browser gets. See bench/support/throughput.ts.
//   npx tsx bench/page-throughput.ts [--dist DIR] [--rounds 5] [--seconds 5] [--conditional-seconds 2] [--connections 50]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer, type BenchServer } from './support/server';
import { againstBare, captureAnswers, decode } from './support/throughput';
import { webBuild } from './support/web-build';

const RATIO_BUDGET = 0.9;

async function main() {
  let server: BenchServer | null = null;
  const build = webBuild('page-throughput');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-page-'));
  try {
    console.log(`starting the server (embedded PGlite, demo menu, web build ${build.dist})…`);
    server = await startBenchServer('', { WEB_DIST: build.dist });
    const answers = await captureAnswers(`${server.url}/`);
    const { full, wire } = answers;
    const html = decode(full);
    if (!html.includes('id="page-data"'))
      throw new Error('GET / is the shell, not the rendered home: no renderer in the build?');
    console.log(
      `home: ${Buffer.byteLength(html)} B HTML, ${wire} B on the wire as ${full.headers['content-encoding'] ?? 'identity'}; etag ${full.headers.etag}`,
    );

    await againstBare({
      bench: 'page',
      server,
      pathname: '/',
      label: 'GET / (HTML)',
      answers,
      ratioBudget: RATIO_BUDGET,
      tmp,
    });
  } finally {
    await server?.stop();
    build.done();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
