import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeImage } from '../modules/uploads/image-upload';
import { localUploadStorage } from '../modules/uploads/storage';
import { spawnServer } from '../testing/spawn-server';

// DATA_DIR holds the database, the session secret, the photos and the backups: nobody but the
// server's user may read them. The usual umask (022) would leave them readable by every user.
const root = path.resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'cardapio-private-'));
let previousUmask: number;
beforeAll(() => {
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(work, { recursive: true, force: true });
});

const mode = (p: string) => statSync(p).mode & 0o777;

/** The first few directories and files under dir (dir included) that are not 0700 / 0600, with their modes. */
function loose(dir: string, except: string[] = []): string[] {
  const found: string[] = [];
  const walk = (p: string) => {
    if (except.includes(p)) return;
    const info = lstatSync(p);
    if (info.isDirectory()) {
      if ((info.mode & 0o777) !== 0o700) found.push(`${p} ${(info.mode & 0o777).toString(8)}`);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if (info.isFile() && (info.mode & 0o777) !== 0o600) {
      found.push(`${p} ${(info.mode & 0o777).toString(8)}`);
    }
  };
  walk(dir);
  return found.length > 5 ? [...found.slice(0, 5), `and ${found.length - 5} more`] : found;
}

async function startAndStop(dataDir: string) {
  const server = await spawnServer({
    env: { DATA_DIR: dataDir, SEED_DEMO: 'false' },
    label: 'private',
    onOutput: () => {},
  });
  await server.stop();
}

function cli(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

const photoName = '0b6f3c1e-2a4d-4c8e-9f10-123456789abc.webp';

describe('DATA_DIR is private to the server user', () => {
  const dataDir = path.join(work, 'data');

  it('a first start creates DATA_DIR, the database and the auth secret 0700 / 0600', async () => {
    await startAndStop(dataDir);
    expect(mode(path.join(dataDir, 'auth-secret'))).toBe(0o600);
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(loose(dataDir)).toEqual([]);
  }, 90_000);

  it('a start tightens the files of an install made by an older version, and leaves what is not its own', async () => {
    // As older versions left them: the directories 0755, PGlite's files 0666, the rest 0644.
    const spread = (p: string) => {
      const info = lstatSync(p);
      if (info.isDirectory()) {
        chmodSync(p, 0o755);
        for (const name of readdirSync(p)) spread(path.join(p, name));
      } else chmodSync(p, p.includes(`${path.sep}pglite`) ? 0o666 : 0o644);
    };
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    // A restore writes only what starts like a WebP file.
    writeFileSync(path.join(dataDir, 'uploads', photoName), 'RIFF....WEBPVP8 a photo');
    mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
    writeFileSync(path.join(dataDir, 'backups', 'old.tar.gz'), 'an old backup');
    spread(dataDir);
    const notOurs = path.join(dataDir, 'notes.txt');
    writeFileSync(notOurs, 'the owner’s own file');
    chmodSync(notOurs, 0o644);

    await startAndStop(dataDir);
    expect(loose(dataDir, [notOurs])).toEqual([]);
    expect(mode(notOurs)).toBe(0o644);
  }, 90_000);

  it('an upload is written 0600 in a 0700 directory', async () => {
    const uploads = path.join(work, 'upload-test', 'uploads');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b4441c' } })
      .png()
      .toBuffer();
    const { url } = await storeImage(
      localUploadStorage(uploads),
      new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' }),
      'product',
    );
    expect(mode(path.join(uploads, path.basename(url)))).toBe(0o600);
    expect(readdirSync(uploads)).toHaveLength(2); // the photo and its card crop
    expect(loose(uploads)).toEqual([]);
  });

  it('a backup, and a restore of it, are 0600 files in 0700 directories', () => {
    expect(cli(dataDir, 'backup')).toMatch(/Backup salvo em/);
    expect(loose(path.join(dataDir, 'backups'))).toEqual([]);

    const elsewhere = path.join(work, 'pendrive', 'cardapio.tar.gz');
    cli(dataDir, 'backup', elsewhere);
    expect(mode(elsewhere)).toBe(0o600);
    expect(mode(path.dirname(elsewhere))).toBe(0o700);

    rmSync(path.join(dataDir, 'uploads', photoName));
    expect(cli(dataDir, 'restore', elsewhere)).toMatch(/com 1 foto/);
    expect(mode(path.join(dataDir, 'uploads', photoName))).toBe(0o600);
    expect(loose(dataDir, [path.join(dataDir, 'notes.txt')])).toEqual([]);
  }, 90_000);
});
