import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../testing/spawn-server';

// The owner's way into a fresh store: the code in the server's log, or from the shell while
// the server runs, opens the first admin account; nobody else gets in.
const root = path.resolve(import.meta.dirname, '../../..');
let server: SpawnedServer | undefined;
afterAll(() => server?.stop());

describe('the first admin setup code', () => {
  it('is printed at start-up while the store has no admin, told by npm run admin -- --setup-code, and opens /admin-register once', async () => {
    let log = '';
    server = await spawnServer({ label: 'setup-code', onOutput: (s) => (log += s) });
    const printed = /código de configuração: ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(log)?.[1];
    expect(printed).toBe(server.setupCode());

    const fromShell = execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', '--setup-code'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', AUTH_SECRET: '' },
      encoding: 'utf8',
    }).trim();
    expect(fromShell).toBe(printed);

    const register = (email: string, setupCode?: string) =>
      fetch(`${server!.url}/api/admin-access/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server!.url },
        body: JSON.stringify({ name: 'Dona Ana', email, password: 'segredo1', setupCode }),
      });
    expect((await register('intruso@exemplo.com')).status).toBe(403);
    const owner = await register('ana@exemplo.com', printed);
    expect(await owner.json()).toEqual({ status: 'admin' });
    // once the owner exists the code makes nobody else admin
    expect(await (await register('outro@exemplo.com', printed)).json()).toEqual({ status: 'pending' });
  }, 120_000);
});
