import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyApp, repoRoot as root } from './testing/app-copy';
import { freePort, waitForHealth } from './testing/spawn-server';

// What a shop's server does (README "Run it", docs/decisions/009): a copy of the app with its
// build, production dependencies only, then `npm start`. Slow (an npm install from the cache).
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cardapio-start-'));
const app = path.join(tmp, 'app');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('npm ci --omit=dev, then npm start', () => {
  it('serves the store from the build with plain node, reading .env under the real environment, and without a build says how to make one', async () => {
    copyApp(app);
    // Built after the copy, so the build is newer than the sources and start does not rebuild.
    run('npx', ['vite', 'build', '--outDir', path.join(app, 'dist/web'), '--emptyOutDir', '--logLevel', 'warn'], root);
    run(process.execPath, ['scripts/build-server.mjs', '--out', path.join(app, 'dist')], root);
    run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], app);
    expect(existsSync(path.join(app, 'node_modules/typescript'))).toBe(false);

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let log = '';
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: undefined,
      TEST: '',
    };
    // .env fills what the environment leaves unset; the real environment wins.
    writeFileSync(path.join(app, '.env'), 'LOG_LEVEL=info\nPORT=1\n');
    // Its own process group, so the stop reaches node under npm.
    const proc = spawn('npm', ['start', '--silent'], {
      cwd: app,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout.on('data', (d: Buffer) => (log += d));
    proc.stderr.on('data', (d: Buffer) => (log += d));
    const exited = new Promise((resolve) => proc.once('close', resolve));
    try {
      await waitForHealth(url, proc, 'npm start', () => log);
      const home = await fetch(url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<div id="root">');
      const menu = await fetch(`${url}/api/menu`);
      expect(menu.status).toBe(200);
      expect(JSON.stringify(await menu.json())).toContain('Esfiha');
      expect(log).toContain(`listening on http://localhost:${port}`);
      expect(log).not.toContain('vite v');
    } finally {
      process.kill(-proc.pid!, 'SIGTERM');
      await exited;
    }

    unlinkSync(path.join(app, 'dist/.build-stamp'));
    const noBuild = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: app,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    noBuild.stderr.on('data', (d: Buffer) => (err += d));
    expect(await new Promise((resolve) => noBuild.once('close', resolve))).toBe(1);
    expect(err).toContain('Rode `npm ci && npm run build`');
  }, 600_000);
});
