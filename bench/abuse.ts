// Abuse check: one anonymous client floods every endpoint that reads an email with distinct,
// very long emails, against a server whose heap is held to 256 MB. Nothing may crash, and the
// heap after a full collection may grow by less than 32 MB.
//   npm run bench:abuse -- [--per-endpoint 1500] [--email-kb 250] [--concurrency 8]
import { EMAIL_ENDPOINTS, floodEmails } from '../src/server/testing/email-flood';
import { memoryProbeOption, readMemory, type Memory } from '../src/server/testing/memory-probe';
import { spawnServer } from '../src/server/testing/spawn-server';
import { numberOption } from './support/options';

const perEndpoint = numberOption('per-endpoint', 1500);
const emailKb = numberOption('email-kb', 250);
const concurrency = numberOption('concurrency', 8);
const HEAP_MB = 256;
const BUDGET_MB = 32;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const output = { text: '' };
  const server = await spawnServer({
    label: 'abuse',
    onOutput: (s) => (output.text = (output.text + s).slice(-50_000)),
    // Limits out of the way: the worst case is every request reaching the email checks.
    env: {
      NODE_OPTIONS: `--max-old-space-size=${HEAP_MB} ${memoryProbeOption}`,
      LOGIN_RATE_LIMIT: '10000',
      ADDRESS_RATE_LIMIT: '1000000',
      SIGNUP_RATE_LIMIT: '1000000',
    },
  });
  let failed = false;
  try {
    const before: Memory = await readMemory(server, output);
    console.log(
      `server on ${server.url} (heap limit ${HEAP_MB} MB); sending ${perEndpoint} requests with distinct ${emailKb} kB emails to each of ${EMAIL_ENDPOINTS.length} endpoints…`,
    );
    const started = performance.now();
    const { sent, statuses } = await floodEmails(server.url, { perEndpoint, emailBytes: emailKb * 1000, concurrency });
    const seconds = (performance.now() - started) / 1000;
    const alive =
      server.proc.exitCode === null &&
      (await fetch(`${server.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    const after: Memory | null = alive ? await readMemory(server, output) : null;

    console.log('\n── abuse ────────────────────────────────────────────────');
    console.log(
      `requests:        ${sent} in ${seconds.toFixed(1)} s (${((sent * emailKb) / 1000 / 1000).toFixed(2)} GB of emails)`,
    );
    for (const [path, counts] of Object.entries(statuses)) {
      console.log(
        `  ${path.padEnd(28)} ${Object.entries(counts)
          .map(([s, n]) => `${s === '0' ? 'no answer' : s}: ${n}`)
          .join(', ')}`,
      );
    }
    console.log(`/api/health:     ${alive ? 'answers' : 'NO ANSWER (the server crashed)'}`);
    console.log(`before:          RSS ${mb(before.rss)}, heap used ${mb(before.heapUsed)}`);
    if (after) {
      const grown = after.heapUsed - before.heapUsed;
      console.log(`after:           RSS ${mb(after.rss)}, heap used ${mb(after.heapUsed)}`);
      console.log(
        `heap growth:     ${mb(grown)} (budget < ${BUDGET_MB} MB) ${grown < BUDGET_MB * 1024 * 1024 ? 'ok' : 'MISSED'}`,
      );
      failed = grown >= BUDGET_MB * 1024 * 1024;
    } else failed = true;
    const fiveHundreds = Object.values(statuses).flatMap((c) =>
      Object.keys(c).filter((s) => s === '0' || Number(s) >= 500),
    );
    if (fiveHundreds.length) {
      console.log(`server errors or no answer: ${fiveHundreds.join(', ')}`);
      failed = true;
    }
  } finally {
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
