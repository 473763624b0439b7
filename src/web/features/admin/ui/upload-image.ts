import { api } from '../../../lib/api';

export type UploadPurpose = 'product' | 'logo' | 'banner';
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** Sends a picked image to the server, which resizes it to WebP; returns its /uploads path. */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<string> {
  // The server checks the same; checking here saves sending 20 MB from a phone for nothing.
  if (!TYPES.includes(file.type)) throw new Error('Envie uma imagem JPG, PNG ou WebP.');
  if (file.size > MAX_BYTES) throw new Error('A imagem deve ter no máximo 5 MB.');
  const form = new FormData();
  form.set('file', file);
  form.set('purpose', purpose);
  const { url } = await api<{ url: string }>('/api/admin/uploads', { method: 'POST', body: form });
  return url;
}
