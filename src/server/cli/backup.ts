import path from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded, restoreEmbedded } from '../db/backup';
import { keepDataDirPrivate } from '../db/private-files';
import { uploadStorage } from '../modules/uploads/storage';

const [command, fileArg] = process.argv.slice(2);

async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL aponta para um PostgreSQL: use pg_dump / pg_restore (veja o README).');
    process.exit(1);
  }
  keepDataDirPrivate(config.dataDir);
  if (command === 'backup') {
    const file =
      fileArg ??
      path.join(config.dataDir, 'backups', `cardapio-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const { bytes, photos } = await backupEmbedded(config.dataDir, uploadStorage(config), file);
    console.log(
      `Backup salvo em ${file} (${(bytes / 1024).toFixed(0)} kB: o banco e ${photos} ${photos === 1 ? 'foto' : 'fotos'})`,
    );
  } else if (command === 'restore') {
    if (!fileArg) throw new Error('Uso: npm run restore -- ARQUIVO.tar.gz');
    const { previous, photos, skipped } = await restoreEmbedded(config.dataDir, uploadStorage(config), fileArg);
    if (skipped) {
      console.warn(
        `${skipped} ${skipped === 1 ? 'item do backup foi ignorado: não é foto enviada' : 'itens do backup foram ignorados: não são fotos enviadas'} pelo Cardápio.`,
      );
    }
    console.log(
      `Banco restaurado de ${fileArg}, com ${photos} ${photos === 1 ? 'foto' : 'fotos'}.${previous ? ` O anterior ficou em ${previous}.` : ''}`,
    );
  } else {
    throw new Error('Uso: npm run backup [-- ARQUIVO] | npm run restore -- ARQUIVO');
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.error('Pare o servidor antes: o banco embutido aceita um processo por vez.');
  process.exit(1);
});
