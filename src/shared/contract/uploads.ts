import { z } from 'zod';

// POST /api/admin/uploads (multipart: `file`, `purpose`): the limits the admin screens check
// before sending and the server enforces (src/server/modules/uploads), and the answer.

/** What the image is for decides its size: a square logo, a wide banner, a product photo. */
export const UPLOAD_PURPOSES = ['product', 'logo', 'banner'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The largest image accepted: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
export const TOO_LARGE_MESSAGE = 'A imagem deve ter no máximo 5 MB.';
export const WRONG_TYPE_MESSAGE = 'Envie uma imagem JPG, PNG ou WebP.';

/** The multipart form, for the API description (the server reads it with FormData). */
export const uploadRequestSchema = z.object({
  file: z.string().meta({ format: 'binary', description: 'JPG, PNG, WebP, GIF or AVIF, at most 5 MB' }),
  purpose: z.enum(UPLOAD_PURPOSES).optional(),
});

/** The re-encoded WebP's public path and size. */
export const uploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
