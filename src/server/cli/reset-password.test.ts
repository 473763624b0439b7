import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server';

// The owner locked out of everything (docs/product.md#admin-bootstrap-and-team): from the
// server's shell, npm run admin -- --reset-password prints the link the reset email carries.
const root = path.resolve(import.meta.dirname, '../../..');
const servers: SpawnedServer[] = [];
let dataDir = '';
afterAll(async () => {
  for (const s of servers) await s.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify(body),
  });

describe('npm run admin -- --reset-password', () => {
  it('prints a one-hour link that sets a new password for the account', async () => {
    const first = await spawnServer({ label: 'reset-cli', onOutput: () => {} });
    servers.push(first);
    dataDir = first.dataDir;
    const owner = await post(`${first.url}/api/admin-access/register`, {
      name: 'Dona Ana',
      email: 'ana@exemplo.com',
      password: 'esquecida1',
      setupCode: first.setupCode(),
    });
    expect(await owner.json()).toEqual({ status: 'admin' });
    // The embedded database has one user at a time: the shell runs while the store is stopped.
    await first.stop({ keepDataDir: true });

    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/admin.ts', '--reset-password', '--email', 'ana@exemplo.com'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '' }, encoding: 'utf8' },
    );
    const token = /\/reset-password\?token=([\w-]+)/.exec(out)?.[1];
    expect(out).toContain('válido por 1 hora');
    expect(token).toBeTruthy();

    const again = await spawnServer({ label: 'reset-cli-2', env: { DATA_DIR: dataDir }, onOutput: () => {} });
    servers.push(again);
    const reset = await post(`${again.url}/api/password/reset`, { token, password: 'lembrada2' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ email: 'ana@exemplo.com', isAdmin: true });
    expect(
      (await post(`${again.url}/api/auth/sign-in/email`, { email: 'ana@exemplo.com', password: 'lembrada2' })).status,
    ).toBe(200);
  }, 180_000);
});
