import net from 'node:net';
import { decodeEscPos, type PrintedJob } from './escpos-decoder';

/**
 * A network thermal printer on 127.0.0.1 for the tests: raw TCP as on port 9100, one job per
 * connection, decoded when the sender closes (escpos-decoder.ts). It answers each real-time
 * status request (DLE EOT n) with one byte, as printers do: `status` is that byte (0x12: online,
 * paper in), or null for a printer that never answers. `unplug()` stops accepting connections
 * on its port and `plugIn()` takes them again on the same port.
 */
export async function startFakePrinter(opts: { status?: number | null } = {}) {
  /** `receivedAt`: Date.now() when the sender closed (the job's last byte was in). */
  const jobs: (PrintedJob & { receivedAt: number })[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();
  let status = opts.status === undefined ? 0x12 : opts.status;

  const server = net.createServer((socket) => {
    sockets.add(socket);
    const received: Buffer[] = [];
    socket.on('data', (data) => {
      received.push(data);
      for (let k = 0; k + 2 < data.length; k++) {
        if (data[k] === 0x10 && data[k + 1] === 0x04 && status !== null) socket.write(Buffer.from([status]));
      }
    });
    socket.on('end', () => {
      const job = decodeEscPos(Buffer.concat(received));
      if (job.lines.length || job.cuts.length) jobs.push({ ...job, receivedAt: Date.now() });
      for (const wake of waiters) wake();
      socket.end();
    });
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  let port = await listen(server, 0);

  return {
    host: '127.0.0.1',
    get port() {
      return port;
    },
    /** Jobs printed so far, in order; a job made only of status requests is not one. */
    jobs,
    /** Sets the status byte answered from now on (0x12 online; null: no answer). */
    setStatus(next: number | null) {
      status = next;
    },
    /** Resolves once `count` jobs have printed, or rejects after `timeoutMs`. */
    async waitForJobs(count: number, timeoutMs = 5_000) {
      const started = Date.now();
      while (jobs.length < count) {
        if (Date.now() - started > timeoutMs) throw new Error(`fake printer: ${jobs.length} of ${count} jobs`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
          setTimeout(wake, 100);
        });
      }
      return jobs.slice(0, count);
    },
    /** The printer switched off: its port refuses connections until plugIn(). */
    async unplug() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async plugIn() {
      port = await listen(server, port);
    },
    async stop() {
      for (const s of sockets) s.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePrinter = Awaited<ReturnType<typeof startFakePrinter>>;

function listen(server: net.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as net.AddressInfo).port);
    });
  });
}
