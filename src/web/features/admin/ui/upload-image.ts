import {
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  UPLOAD_TYPES,
  WRONG_TYPE_MESSAGE,
  type UploadPurpose,
  type UploadResponse,
} from '@shared/contract/uploads';
import { api } from '@web/lib/api';

export type { UploadPurpose };

/** Sends a picked image to the server, which resizes it to WebP; returns its /uploads path. */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  // The server checks the same; checking here saves sending 20 MB from a phone for nothing.
  if (!UPLOAD_TYPES.includes(file.type)) throw new Error(WRONG_TYPE_MESSAGE);
  if (file.size > MAX_UPLOAD_BYTES) throw new Error(TOO_LARGE_MESSAGE);
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', purpose);
  const { url } = await api<UploadResponse>('/api/admin/uploads', { method: 'POST', body: form });
  return url;
}
