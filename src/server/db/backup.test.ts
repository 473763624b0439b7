import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('embedded database backup and restore', () => {
  it('restores exactly what was backed up, discarding later changes', () => {
    sqlInProcess('create table pedidos (id int primary key, total int); insert into pedidos values (1, 3500), (2, 4200);');
    const file = path.join(dataDir, 'backups', 'b.tar.gz');
    expect(cli('backup', file)).toMatch(/Backup salvo em .*b\.tar\.gz/);

    sqlInProcess('delete from pedidos where id = 1; insert into pedidos values (3, 100);');
    expect(cli('restore', file)).toMatch(/O anterior ficou em .*before-restore/);

    expect(JSON.parse(sqlInProcess('select id, total from pedidos order by id'))).toEqual([
      { id: 1, total: 3500 },
      { id: 2, total: 4200 },
    ]);
  }, 90_000);
});
