import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export type BenchServer = {
  url: string;
  proc: ChildProcess;
  logFile: string;
  /** Resolves with the exit code (or signal name) when the process has ended and its output is read. */
  exited: Promise<number | string>;
  /** Log lines at level error or above (pino level >= 50). */
  errorLines(): string[];
  stop(): Promise<void>;
};

/** The real server (`node --import tsx src/server/main.ts`) on the given PostgreSQL database. */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '10000',
      ORDER_RATE_LIMIT: '100000',
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      // The fixed delivery fee: no geocoder or payment provider is called from a benchmark.
      ORS_API_KEY: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both pipes into one file, kept open until the process is gone (its last words are on stderr).
  proc.stdout!.pipe(log, { end: false });
  proc.stderr!.pipe(log, { end: false });
  const exited = new Promise<number | string>((resolve) => proc.once('close', (code, signal) => resolve(code ?? signal ?? -1)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    logFile,
    exited,
    errorLines() {
      return readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => {
          try {
            return (JSON.parse(l) as { level?: number }).level! >= 50;
          } catch {
            return l.trim().length > 0 && !l.startsWith('{');
          }
        });
    },
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        await exited;
      }
      log.end();
      if (!process.env.BENCH_KEEP_LOGS) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
