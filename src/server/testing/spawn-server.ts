import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setupCodeFor } from '../modules/roles/setup-code';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Resolves once `${url}/api/health` answers 200; throws, with the process's output so far, when
 * the process exits first or after a minute.
 */
export async function waitForHealth(url: string, proc: ChildProcess, label: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const out = () => (output() ? `:\n${output()}` : '');
    if (proc.exitCode !== null) throw new Error(`${label} exited with ${proc.exitCode}${out()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false, // not listening yet
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${label} did not become healthy in 60 s${out()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type SpawnedServer = {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** The first admin's setup code, as the server prints it at start-up. */
  setupCode(): string;
  /** SIGTERM, wait for the exit, remove DATA_DIR unless `keepDataDir`. */
  stop(opts?: { keepDataDir?: boolean }): Promise<void>;
};

type SpawnOptions = {
  env?: Record<string, string>;
  label?: string;
  onOutput?: (chunk: string) => void;
  /** The compiled server (`npm run build`'s dist/server/main.js), which starts ~1 s sooner than the sources through tsx. */
  entry?: string;
};

/**
 * Servers still running when this process ends are killed: a test whose hook timed out while
 * its server was starting never reaches its `stop()`, and the server would outlive the run.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of running) proc.kill('SIGKILL');
});

/** How many ports to try when another process takes the free one first. */
const PORT_ATTEMPTS = 5;

/**
 * The real server (`node --import tsx src/server/main.ts`) on a free port with a fresh
 * DATA_DIR, as a deployment runs it; resolves once /api/health answers. Used by the browser
 * journeys, the two-instance live test and the benchmarks. `onOutput` receives stdout and
 * stderr (otherwise they go to this process's own).
 *
 * A free port is free only until someone binds it: two journey files start at once, and a
 * local fake listening on port 0 may be handed the port between `freePort()` and the server's
 * bind. The server says over its IPC channel that it bound the port, so a health check never
 * passes on another file's server; one that lost the port is started again on another.
 */
export async function spawnServer(opts: SpawnOptions = {}): Promise<SpawnedServer> {
  const label = opts.label ?? 'server';
  for (let attempt = 1; ; attempt++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `cardapio-${label}-`));
    const started = await startOnce(opts, dataDir, await freePort());
    if (started.bound) {
      await waitForHealth(started.url, started.proc, label, started.tail);
      return spawned(started, dataDir, opts);
    }
    rmSync(dataDir, { recursive: true, force: true });
    const output = started.tail();
    if (attempt >= PORT_ATTEMPTS || !output.includes('EADDRINUSE'))
      throw new Error(`${label} exited with ${started.proc.exitCode}${output ? `:\n${output}` : ''}`);
  }
}

type Started = Awaited<ReturnType<typeof startOnce>>;

/** Starts the process on `port`; `bound` says whether it bound the port or exited first. */
async function startOnce(opts: SpawnOptions, dataDir: string, port: number) {
  const url = `http://127.0.0.1:${port}`;
  let tail = '';
  const args = opts.entry ? [opts.entry] : ['--import', 'tsx', 'src/server/main.ts'];
  const proc = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Vitest sets TEST=true, which would switch libraries (better-auth) to test behaviour:
      // the spawned server runs as a deployment does.
      TEST: '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  running.add(proc);
  proc.once('close', () => running.delete(proc));
  const forward = (to: NodeJS.WriteStream) => (d: Buffer) => {
    const s = d.toString();
    tail = (tail + s).slice(-4000);
    if (opts.onOutput) opts.onOutput(s);
    else to.write(s);
  };
  proc.stdout!.on('data', forward(process.stdout));
  proc.stderr!.on('data', forward(process.stderr));
  const exited = new Promise<number | string>((resolve) =>
    proc.once('close', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const bound = await new Promise<boolean>((resolve, reject) => {
    const late = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`the server did not bind ${url} in 60 s:\n${tail}`));
    }, 60_000);
    const settle = (bound: boolean) => {
      clearTimeout(late);
      resolve(bound);
    };
    proc.once('message', () => settle(true));
    void exited.then(() => settle(false));
  });
  // Referenced, the channel would keep this process alive while the server runs. (Closing it
  // with disconnect() instead would keep 'close' from ever firing.)
  proc.channel?.unref();
  return { url, proc, exited, bound, tail: () => tail };
}

function spawned({ url, proc, exited }: Started, dataDir: string, opts: SpawnOptions): SpawnedServer {
  return {
    url,
    dataDir,
    proc,
    exited,
    setupCode: () =>
      setupCodeFor(opts.env?.AUTH_SECRET || readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim()),
    async stop({ keepDataDir = false } = {}) {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        await exited;
      }
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
