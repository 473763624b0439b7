import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

describe('embedded database backup and restore', () => {
  it('restores exactly what was backed up, photos included, discarding later database changes', () => {
    sqlInProcess('create table pedidos (id int primary key, total int); insert into pedidos values (1, 3500), (2, 4200);');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'esfiha.webp'), photo);
    writeFileSync(path.join(uploads, '.upload.webp.tmp'), 'half an upload');
    const file = path.join(dataDir, 'backups', 'b.tar.gz');
    expect(cli('backup', file)).toMatch(/Backup salvo em .*b\.tar\.gz \(\d+ kB: o banco e 1 foto\)/);

    sqlInProcess('delete from pedidos where id = 1; insert into pedidos values (3, 100);');
    rmSync(path.join(uploads, 'esfiha.webp'));
    writeFileSync(path.join(uploads, 'nova.webp'), 'a later photo');
    expect(cli('restore', file)).toMatch(/Banco restaurado de .*, com 1 foto\. O anterior ficou em .*before-restore/);

    expect(JSON.parse(sqlInProcess('select id, total from pedidos order by id'))).toEqual([
      { id: 1, total: 3500 },
      { id: 2, total: 4200 },
    ]);
    expect(readFileSync(path.join(uploads, 'esfiha.webp'))).toEqual(photo);
    expect(existsSync(path.join(uploads, 'nova.webp'))).toBe(true);
  }, 90_000);

  it('still restores a backup made before photos were included (the database dump alone)', () => {
    const old = path.join(dataDir, 'backups', 'old.tar.gz');
    sqlInProcess('insert into pedidos values (9, 900);');
    dumpInProcess(old);
    sqlInProcess('delete from pedidos where id = 9;');
    expect(cli('restore', old)).toMatch(/Banco restaurado de .*, com 0 fotos\./);
    expect(JSON.parse(sqlInProcess('select id from pedidos where id = 9'))).toEqual([{ id: 9 }]);
  }, 90_000);
});

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
