import path from 'node:path';
import type { SpawnedServer } from './spawn-server';

/** NODE_OPTIONS that preload the probe (memory-probe-preload.mjs) into a spawned server. */
export const memoryProbeOption = `--import=${path.join(import.meta.dirname, 'memory-probe-preload.mjs')}`;

export type Memory = { rss: number; heapUsed: number };

/** Asks a server started with the probe for its memory after a full garbage collection. */
export function readMemory(server: SpawnedServer, output: { text: string }): Promise<Memory> {
  const seen = output.text.length;
  server.proc.kill('SIGUSR2');
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000;
    const poll = () => {
      const line = /MEMORY (\{.*\})/.exec(output.text.slice(seen));
      if (line) return resolve(JSON.parse(line[1]!) as Memory);
      if (Date.now() > deadline) return reject(new Error('the server did not report its memory'));
      setTimeout(poll, 50);
    };
    poll();
  });
}
