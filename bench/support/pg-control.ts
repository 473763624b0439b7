import { execFile, execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { PG_ADMIN_URL } from './pg';

const run = promisify(execFile);

/** The local cluster (Debian layout: /etc/postgresql/<version>/main), driven with pg_ctlcluster. */
function cluster(): [string, string] {
  const version = process.env.BENCH_PG_VERSION ?? readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('no cluster under /etc/postgresql');
  return [version, process.env.BENCH_PG_CLUSTER ?? 'main'];
}

const ctlArgs = (action: 'start' | 'stop' | 'restart', extra: string[] = []) => [
  '--skip-systemctl-redirect',
  ...cluster(),
  action,
  ...extra,
];
const readyArgs = () => ['-q', '-h', '127.0.0.1', '-p', new URL(PG_ADMIN_URL).port || '5432'];

// Asynchronous: the load runs in this process, and a synchronous pg_ctlcluster (a second or two)
// would stop it reading its answers, adding that time to every request then in flight.
const ctl = async (action: 'start' | 'stop' | 'restart', extra: string[] = []) => {
  await run('pg_ctlcluster', ctlArgs(action, extra));
};

export async function pgReady(): Promise<boolean> {
  try {
    await run('pg_isready', readyArgs());
    return true;
  } catch {
    return false;
  }
}

export const stopPostgres = () => ctl('stop', ['-m', 'fast']);
export const startPostgres = () => ctl('start');
export const restartPostgres = () => ctl('restart', ['-m', 'fast']);

function pgReadySync(): boolean {
  try {
    execFileSync('pg_isready', readyArgs(), { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Starts the cluster again if it is not answering (the benchmark never leaves it down); synchronous, for exit paths. */
export function ensurePostgresRunning() {
  if (pgReadySync()) return;
  try {
    execFileSync('pg_ctlcluster', ctlArgs('start'), { stdio: 'inherit' });
  } catch (err) {
    console.error('pg_ctlcluster start failed', err);
  }
  for (let i = 0; i < 50 && !pgReadySync(); i++) execFileSync('sleep', ['0.2']);
}
