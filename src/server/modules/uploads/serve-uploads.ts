import type { Context } from 'hono';
import type { AppEnv } from '@server/http/context';
import type { UploadStorage } from './storage';
import { UPLOAD_NAME } from './upload-name';

/**
 * GET /uploads/<name>: a photo from the storage, wherever it lives, at the same URL and under
 * the same headers (CSP included) as the rest of the site. Only names storeImage gives are
 * served: anything else put in the folder or bucket (a page, a script, a link) never is.
 * A photo's name is new for every upload, so it is cached for good.
 */
export function serveUploads(storage: UploadStorage) {
  return async (c: Context<AppEnv>) => {
    const name = c.req.path.slice('/uploads/'.length);
    const file = UPLOAD_NAME.test(name) ? await storage.get(name) : null;
    if (!file) return c.text('Foto não encontrada.', 404);
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Length': String(file.contentLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  };
}
