import { constants, gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';

/** One file of a backup archive: its path inside the archive and its bytes. */
export type ArchiveEntry = { name: string; data: Buffer };

/** The gzip'd tar of the entries, in their order. */
export async function packArchive(entries: ArchiveEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c) => chunks.push(c as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  for (const e of entries) pack.entry({ name: e.name, size: e.data.length, mode: 0o644 }, e.data);
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}

/** An entry read back: its tar type too ('file', 'directory', 'symlink', 'link', ...); data only for a file. */
export type UnpackedEntry = ArchiveEntry & { type: string };

/** Every entry of a gzip'd tar. */
export async function unpackArchive(gzipped: Buffer): Promise<UnpackedEntry[]> {
  const extract = tar.extract();
  const entries: UnpackedEntry[] = [];
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c) => chunks.push(c as Buffer));
      stream.on('end', () => {
        entries.push({
          name: header.name,
          type: header.type,
          data: header.type === 'file' ? Buffer.concat(chunks) : Buffer.alloc(0),
        });
        next();
      });
      stream.on('error', reject);
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  extract.end(gunzipSync(gzipped));
  await done;
  return entries;
}

/** The name of the first entry of a gzip'd tar, read from its first bytes only. */
export function firstEntryName(gzipped: Buffer): string | null {
  if (gzipped[0] !== 0x1f || gzipped[1] !== 0x8b) return null;
  try {
    // A prefix of the stream: decompress what it holds instead of failing at its cut end.
    const head = gunzipSync(gzipped.subarray(0, 16 * 1024), { finishFlush: constants.Z_SYNC_FLUSH });
    if (head.length < 512) return null;
    return head
      .subarray(0, 100)
      .toString('utf8')
      .replace(/\0[\s\S]*$/, '');
  } catch {
    return null;
  }
}
