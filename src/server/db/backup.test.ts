import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, describe, expect, it } from 'vitest';

// Drives `npm run backup` / `npm run restore` the way the owner does: each step in its own
// process (the embedded database accepts one process at a time).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cardapio-backup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
const root = path.resolve(import.meta.dirname, '../../..');

function sqlInProcess(sql: string): string {
  const script = path.join(dataDir, 'step.mjs');
  writeFileSync(
    script,
    `import { PGlite } from '${pgliteUrl}';
const pg = new PGlite(${JSON.stringify(path.join(dataDir, 'pglite'))});
const r = await pg.exec(${JSON.stringify(sql)});
console.log(JSON.stringify(r.at(-1)?.rows ?? []));
await pg.close();`,
  );
  return execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim();
}

function cli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

const uploads = path.join(dataDir, 'uploads');
const photo = Buffer.from('RIFF....WEBPVP8 a product photo');
// Photos are named as the server names its uploads (modules/uploads/upload-name.ts).
const esfiha = '5f0c2a9e-7b1d-4e3a-9c2f-0a1b2c3d4e5f.webp';
const later = '9d8e7f60-1a2b-4c3d-8e9f-0123456789ab.webp';

describe('embedded database backup and restore', () => {
  it('restores exactly what was backed up, photos included, discarding later database changes', () => {
    sqlInProcess(
      'create table pedidos (id int primary key, total int); insert into pedidos values (1, 3500), (2, 4200);',
    );
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, esfiha), photo);
    writeFileSync(path.join(uploads, `.${later}.tmp`), 'half an upload');
    const file = path.join(dataDir, 'backups', 'b.tar.gz');
    expect(cli('backup', file)).toMatch(/Backup salvo em .*b\.tar\.gz \(\d+ kB: o banco e 1 foto\)/);

    sqlInProcess('delete from pedidos where id = 1; insert into pedidos values (3, 100);');
    rmSync(path.join(uploads, esfiha));
    writeFileSync(path.join(uploads, later), 'a later photo');
    expect(cli('restore', file)).toMatch(/Banco restaurado de .*, com 1 foto\. O anterior ficou em .*before-restore/);

    expect(JSON.parse(sqlInProcess('select id, total from pedidos order by id'))).toEqual([
      { id: 1, total: 3500 },
      { id: 2, total: 4200 },
    ]);
    expect(readFileSync(path.join(uploads, esfiha))).toEqual(photo);
    expect(existsSync(path.join(uploads, later))).toBe(true);
  }, 90_000);

  it('still restores a backup made before photos were included (the database dump alone)', () => {
    const old = path.join(dataDir, 'backups', 'old.tar.gz');
    sqlInProcess('insert into pedidos values (9, 900);');
    dumpInProcess(old);
    sqlInProcess('delete from pedidos where id = 9;');
    expect(cli('restore', old)).toMatch(/Banco restaurado de .*, com 0 fotos\./);
    expect(JSON.parse(sqlInProcess('select id from pedidos where id = 9'))).toEqual([{ id: 9 }]);
  }, 90_000);

  it('restores only WebP photos named as the server names them: no pages, scripts, links or paths out of uploads/', async () => {
    const dump = path.join(dataDir, 'backups', 'dump.tar.gz');
    dumpInProcess(dump);
    const legit = '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5.webp';
    const linked = '2c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5.webp';
    const hardLinked = '3c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5.card.webp';
    const nested = '4c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5.webp';
    // Named as photos, but not WebP: served from the store's origin they would be pages.
    const pageAsPhoto = '5c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5.webp';
    const shortAsPhoto = '6c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5.card.webp';
    const secret = path.join(dataDir, 'not-for-the-web.txt');
    writeFileSync(secret, 'private');
    const file = path.join(dataDir, 'backups', 'crafted.tar.gz');
    writeFileSync(
      file,
      await tarGz([
        { name: 'cardapio-backup.json', data: JSON.stringify({ format: 1 }) },
        { name: 'pglite.tar.gz', data: readFileSync(dump) },
        { name: `uploads/${legit}`, data: photo },
        { name: 'uploads/evil.html', data: '<script>alert(1)</script>' },
        { name: 'uploads/x.js', data: 'alert(1)' },
        { name: '../escape.webp', data: photo },
        { name: 'uploads/../escape.webp', data: photo },
        { name: `uploads/${linked}`, type: 'symlink', linkname: secret },
        { name: `uploads/${hardLinked}`, type: 'link', linkname: 'cardapio-backup.json' },
        { name: 'uploads/sub/', type: 'directory' },
        { name: `uploads/sub/${nested}`, data: photo },
        { name: `uploads/.${legit}.tmp`, data: photo },
        { name: 'uploads/null', type: 'character-device' },
        { name: `uploads/${pageAsPhoto}`, data: '<!doctype html><script>alert(1)</script>' },
        { name: `uploads/${shortAsPhoto}`, data: 'RIFF' },
      ]),
    );
    const before = new Set(readdirSync(uploads));

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', 'restore', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const added = readdirSync(uploads).filter((n) => !before.has(n));
    expect(added).toEqual([legit]);
    expect(readFileSync(path.join(uploads, legit))).toEqual(photo);
    expect(existsSync(path.join(dataDir, 'escape.webp'))).toBe(false);
    expect(existsSync(path.join(path.dirname(dataDir), 'escape.webp'))).toBe(false);
    expect(run.stdout).toMatch(/com 1 foto\./);
    expect(run.stderr.trim().split('\n')).toEqual([
      '12 itens do backup foram ignorados: não são fotos enviadas pelo Cardápio.',
    ]);
  }, 90_000);
});

type TarEntry = {
  name: string;
  data?: string | Buffer;
  type?: 'symlink' | 'link' | 'directory' | 'character-device';
  linkname?: string;
};

/** A gzip'd tar with any kind of entry, as a crafted backup file could hold. */
async function tarGz(entries: TarEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c) => chunks.push(c as Buffer));
  const ended = new Promise<void>((resolve) => pack.on('end', () => resolve()));
  for (const e of entries) {
    if (e.type) pack.entry({ name: e.name, type: e.type, linkname: e.linkname, devmajor: 1, devminor: 3 });
    else pack.entry({ name: e.name }, e.data!);
  }
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

/** A backup as `npm run backup` wrote it before photos were included: PGlite's dump. */
function dumpInProcess(file: string) {
  const script = path.join(dataDir, 'dump.mjs');
  writeFileSync(
    script,
    `import { writeFileSync } from 'node:fs';
import { PGlite } from '${pgliteUrl}';
const pg = new PGlite(${JSON.stringify(path.join(dataDir, 'pglite'))});
await pg.waitReady;
writeFileSync(${JSON.stringify(file)}, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
await pg.close();`,
  );
  execFileSync(process.execPath, [script]);
}
