import { createReadStream } from 'node:fs';
import { access, constants, lstat, mkdir, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '@server/config';
import { PRIVATE_DIR, PRIVATE_FILE } from '@server/db/private-files';
import { s3UploadStorage } from './s3-storage';
import { uploadTempName } from './upload-name';
import type { UploadStorage } from './upload-storage';

export type { UploadStorage };

/** The bucket when S3_* is set, else DATA_DIR/uploads. */
export function uploadStorage(config: Pick<Config, 's3' | 'uploadsDir'>): UploadStorage {
  return config.s3 ? s3UploadStorage(config.s3) : localUploadStorage(config.uploadsDir);
}

/** Files under `dir`, private to the server's user (db/private-files.ts). */
export function localUploadStorage(dir: string): UploadStorage {
  const file = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: 'local',
    async put(name, data) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
      // Written aside then renamed, so a half-written file is never served.
      const tmp = path.join(dir, uploadTempName(path.basename(name)));
      // A leftover of an interrupted write is replaced, never written through (it may be a link).
      await rm(tmp, { force: true });
      await writeFile(tmp, data, { mode: PRIVATE_FILE, flag: 'wx' });
      await rename(tmp, file(name));
    },
    async get(name) {
      // lstat: a link placed in the folder is not followed out of it.
      const info = await lstat(file(name)).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(file(name))) as ReadableStream<Uint8Array>,
        contentType: name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
        contentLength: info.size,
      };
    },
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      const files = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const info = await lstat(path.join(dir, entry.name)).catch(() => null);
        if (info) files.push({ name: entry.name, lastModified: info.mtime });
      }
      return files;
    },
    async delete(name) {
      await unlink(file(name)).catch(() => {});
    },
    async check() {
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
      await access(dir, constants.W_OK);
    },
  };
}
