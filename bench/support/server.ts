import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer } from '../../src/server/testing/spawn-server';

/** The build's server, as `npm start` runs it in production. */
const COMPILED = 'dist/server/main.js';

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
/**
 * `compiled`: the build's dist/server/main.js, as production runs it (`npm run build` first),
 * rather than the sources through tsx, whose transpiling adds to the memory measured.
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  opts: { compiled?: boolean } = {},
): Promise<BenchServer> {
  if (opts.compiled && !existsSync(COMPILED)) throw new Error(`${COMPILED} is missing: run npm run build first`);
  // The log lives outside DATA_DIR so it can be read after stop() (BENCH_KEEP_LOGS keeps it).
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-bench-log-'));
  const logFile = path.join(logDir, 'server.log');
  const log = createWriteStream(logFile);
  const server = await spawnServer({
    label: 'bench',
    entry: opts.compiled ? COMPILED : undefined,
    onOutput: (chunk) => log.write(chunk),
    env: {
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOGIN_RATE_LIMIT: '10000',
      ADDRESS_RATE_LIMIT: '1000000',
      SIGNUP_RATE_LIMIT: '1000000',
      GEO_RATE_LIMIT: '1000000',
      ORDER_RATE_LIMIT: '100000',
      DATABASE_URL: databaseUrl,
      // As a deployment runs (the default level): one log line per request, which costs what it costs there.
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
      // The fixed delivery fee: no geocoder or payment provider is called from a benchmark.
      ORS_API_KEY: '',
      STRIPE_SECRET_KEY: '',
      ...env,
    },
  });
  const { url, proc, exited } = server;
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
      await server.stop();
      log.end();
      if (!process.env.BENCH_KEEP_LOGS) rmSync(logDir, { recursive: true, force: true });
    },
  };
}
