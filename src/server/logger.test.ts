import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

// The server's log on standard output, written in batches (logger.ts), in a process of its own.
const LOGGER = path.resolve(import.meta.dirname, 'logger.ts');

/** Runs `body` with `log` (the server's logger at 'info') in a new process; resolves with its stdout by time of arrival. */
function run(body: string): Promise<{ at: number; text: string }[]> {
  const script = `const { createLogger } = await import(${JSON.stringify(LOGGER)}); const log = createLogger('info', false); ${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const t0 = performance.now();
  const chunks: { at: number; text: string }[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push({ at: performance.now() - t0, text: d.toString() }));
  return new Promise((resolve) => child.on('close', () => resolve(chunks)));
}

describe('the log on standard output', () => {
  it('shows a lone line within about a second, while the process runs on', async () => {
    const chunks = await run(
      `log.info('primeira'); await new Promise((r) => setTimeout(r, 4000)); log.info('segunda');`,
    );
    const first = chunks.find((c) => c.text.includes('"msg":"primeira"'));
    const second = chunks.find((c) => c.text.includes('"msg":"segunda"'));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    // Written by the next second's flush, well before the process wrote its second line.
    expect(first!.at).toBeLessThan(second!.at - 1500);
  }, 20_000);

  it('loses no line when the process exits at once', async () => {
    const chunks = await run(`for (let i = 0; i < 3; i++) log.info({ i }, 'linha'); process.exit(0);`);
    expect(
      chunks
        .map((c) => c.text)
        .join('')
        .match(/"msg":"linha"/g),
    ).toHaveLength(3);
  }, 20_000);

  it('is one batch however many loggers write to it: no exit listener or timer per logger', () => {
    createLogger('silent', false);
    const before = process.listenerCount('exit');
    for (let i = 0; i < 20; i++) createLogger('silent', false);
    expect(process.listenerCount('exit')).toBe(before);
  });
});
