import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  type UploadResponse,
  WRONG_TYPE_MESSAGE,
} from '@shared/contract/uploads';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { AppError } from '../../http/errors';
import { requireAdmin } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { storeImage } from './image-upload';

export const UPLOAD_PATH = '/admin/uploads';

/** POST /api/admin/uploads (multipart: file, purpose) → { url }. The only route allowed a large body. */
export function uploadRoutes({ uploads }: Ctx) {
  return new Hono<AppEnv>().post(
    UPLOAD_PATH,
    requireAdmin,
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => c.json({ error: TOO_LARGE_MESSAGE }, 413) }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new AppError(400, WRONG_TYPE_MESSAGE, 'bad_form');
      }
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0)
        throw new AppError(400, 'Escolha uma imagem para enviar.', 'no_file');
      const p = form.get('purpose');
      const purpose: UploadPurpose = UPLOAD_PURPOSES.includes(p as UploadPurpose) ? (p as UploadPurpose) : 'product';
      return c.json((await storeImage(uploads, file, purpose)) satisfies Sendable<UploadResponse>, 201);
    },
  );
}
