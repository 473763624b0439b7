import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import {
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  uploadRequestSchema,
  uploadResponseSchema,
  WRONG_TYPE_MESSAGE,
} from '@shared/contract/uploads';
import type { Ctx } from '../route-context';
import { storeImage } from './image-upload';

export const UPLOAD_PATH = '/admin/uploads';

/** POST /api/admin/uploads (multipart: file, purpose) → { url }. The only route allowed a large body. */
export function uploadRoutes({ uploads }: Ctx) {
  const large = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: (c) => c.json({ error: TOO_LARGE_MESSAGE }, 413),
  });
  return routeTable().route(
    {
      method: 'post',
      path: UPLOAD_PATH,
      summary: 'Upload an image (re-encoded to WebP)',
      tag: 'admin',
      access: 'menu',
      body: uploadRequestSchema,
      bodyType: 'multipart',
      response: uploadResponseSchema,
      status: 201,
    },
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
      return storeImage(uploads, file, purpose);
    },
    { middleware: [large] },
  );
}
