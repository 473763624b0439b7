import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { startRuntimeLog } from './runtime-log';

describe('startRuntimeLog', () => {
  it('logs the memory and the event-loop delay once a period', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', false, { write: (l: string) => void lines.push(JSON.parse(l)) });
    const stop = startRuntimeLog(logger, 1);
    try {
      for (let i = 0; i < 40 && !lines.length; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      stop();
    }
    expect(lines[0]).toMatchObject({
      msg: 'runtime',
      rssMb: expect.any(Number),
      heapMb: expect.any(Number),
      loopDelayMs: { p50: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) },
    });
    expect(lines[0]!.rssMb as number).toBeGreaterThan(lines[0]!.heapMb as number);
  });
});
