import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { OutputInfo, ResizeOptions } from 'sharp';
import { AppError } from '@server/http/errors';
import {
  MAX_UPLOAD_BYTES,
  TOO_LARGE_MESSAGE,
  UPLOAD_TYPES,
  type UploadPurpose,
  WRONG_TYPE_MESSAGE,
} from '@shared/contract/uploads';
import { CARD_IMAGE_SIZE, cardImageUrl } from '@shared/images';
import type { UploadStorage } from './storage';

/** What sharp reports for the bytes of the types above (AVIF is read as heif). */
const CONTENT_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'heif'];
export const UNREADABLE_MESSAGE = 'Não foi possível ler a imagem. Tente outro arquivo.';

const RESIZE: Record<UploadPurpose, ResizeOptions> = {
  product: { width: 800, height: 800, fit: 'inside', withoutEnlargement: true },
  logo: { width: 400, height: 400, fit: 'cover', position: 'attention' },
  banner: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
};

/**
 * Checks, resizes and re-encodes an uploaded image to WebP in the storage, and returns
 * its public path (/uploads/<random>.webp). Re-encoding drops metadata (EXIF, location) and
 * anything that is not an image.
 */
export async function storeImage(
  storage: UploadStorage,
  file: File,
  purpose: UploadPurpose,
): Promise<{ url: string; width: number; height: number }> {
  if (file.size > MAX_UPLOAD_BYTES) throw new AppError(413, TOO_LARGE_MESSAGE, 'too_large');
  if (!UPLOAD_TYPES.includes(file.type)) throw new AppError(415, WRONG_TYPE_MESSAGE, 'wrong_type');
  const input = Buffer.from(await file.arrayBuffer());
  // Loaded on the first upload, not at start: sharp and libvips hold ~20 MB a store that only
  // sells never needs (docs/decisions/009).
  const { default: sharp } = await import('sharp');
  // The declared type is the browser's guess from the name: decide by the bytes. sharp would
  // happily rasterise an SVG (or a PDF) sent as image/png; those are refused here.
  const format = await sharp(input)
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format) throw new AppError(400, UNREADABLE_MESSAGE, 'unreadable_image');
  if (!CONTENT_FORMATS.includes(format)) throw new AppError(415, WRONG_TYPE_MESSAGE, 'wrong_type');
  let out: { data: Buffer; info: OutputInfo };
  let card: Buffer | null = null;
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, animated: false }).rotate();
    out = await image.clone().resize(RESIZE[purpose]).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    if (purpose === 'product') {
      card = await image
        .clone()
        .resize({ width: CARD_IMAGE_SIZE, height: CARD_IMAGE_SIZE, fit: 'cover', position: 'attention' })
        .webp({ quality: 75 })
        .toBuffer();
    }
  } catch {
    throw new AppError(400, UNREADABLE_MESSAGE, 'unreadable_image');
  }
  const url = `/uploads/${randomUUID()}.webp`;
  // The card crop first: once the photo's name exists, its twin must too.
  const cardUrl = cardImageUrl(url);
  if (card && cardUrl) await storage.put(path.basename(cardUrl), card, 'image/webp');
  await storage.put(path.basename(url), out.data, 'image/webp');
  return { url, width: out.info.width, height: out.info.height };
}
