import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { PG_ADMIN_URL } from './pg';

/** The local cluster (Debian layout: /etc/postgresql/<version>/main), driven with pg_ctlcluster. */
function cluster(): [string, string] {
  const version = process.env.BENCH_PG_VERSION ?? readdirSync('/etc/postgresql').sort().at(-1);
  if (!version) throw new Error('no cluster under /etc/postgresql');
  return [version, process.env.BENCH_PG_CLUSTER ?? 'main'];
}

function ctl(action: 'start' | 'stop' | 'restart', extra: string[] = []) {
  const [version, name] = cluster();
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action, ...extra], { stdio: 'inherit' });
}

export function pgReady(): boolean {
  try {
    execFileSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', new URL(PG_ADMIN_URL).port || '5432'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

export const stopPostgres = () => ctl('stop', ['-m', 'fast']);
export const startPostgres = () => ctl('start');
export const restartPostgres = () => ctl('restart', ['-m', 'fast']);

/** Starts the cluster again if it is not answering (the benchmark never leaves it down). */
export function ensurePostgresRunning() {
  if (pgReady()) return;
  try {
    startPostgres();
  } catch (err) {
    console.error('pg_ctlcluster start failed', err);
  }
  for (let i = 0; i < 50 && !pgReady(); i++) execFileSync('sleep', ['0.2']);
}
