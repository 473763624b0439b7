import { afterAll, describe, expect, it } from 'vitest';
import { floodEmails } from '../testing/email-flood';
import { memoryProbeOption, readMemory } from '../testing/memory-probe';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server';

// One anonymous client sending distinct, very long emails to every endpoint that reads one
// must not pin them in memory (rate-limit keys were built from the raw body once): the server,
// on a small heap, keeps answering and its heap after a collection stays where it was.
let server: SpawnedServer | undefined;
afterAll(() => server?.stop());

describe('memory under a flood of long emails', () => {
  it('a 128 MB server takes 1,200 requests of 250 kB emails and still answers, its heap not grown', async () => {
    const output = { text: '' };
    server = await spawnServer({
      label: 'flood',
      onOutput: (s) => (output.text = (output.text + s).slice(-20_000)),
      // Limits out of the way: the worst case is every request reaching the email checks.
      env: {
        NODE_OPTIONS: `--max-old-space-size=128 ${memoryProbeOption}`,
        LOGIN_RATE_LIMIT: '10000',
        ADDRESS_RATE_LIMIT: '1000000',
        SIGNUP_RATE_LIMIT: '1000000',
      },
    });
    const before = await readMemory(server, output);
    const { statuses } = await floodEmails(server.url, { perEndpoint: 300, emailBytes: 250_000 });
    expect(server.proc.exitCode).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    for (const [path, counts] of Object.entries(statuses)) expect(Object.keys(counts), path).toEqual(['400']);
    const after = await readMemory(server, output);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(32 * 1024 * 1024);
  }, 240_000);
});
