import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@server/logger';
import { THEME_COLOR } from '@shared/theme-colors';
import type { UploadStorage } from '../uploads/storage';
import { UPLOAD_NAME } from '../uploads/upload-name';
import { ICON_NAMES, ICON_SIZES, type IconName } from './manifest';

/** The icons' bytes and each one's strong ETag. */
export type AppIcons = { files: Record<IconName, Buffer>; etags: Record<IconName, string> };

/** How much of a maskable icon the logo fills: the launcher may cut everything outside a centred circle of 80%. */
const MASKABLE_SCALE = 0.7;
const LETTER_FONTS = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
/** Icons kept made: the current logo and the one before it are plenty. */
const KEPT = 4;

/** What the icons are made of: the logo's URL, or the initial when there is no logo. */
function sourceKey(store: { name: string; logoUrl: string | null }): string {
  if (store.logoUrl) return `logo:${store.logoUrl}`;
  const first = [...store.name.trim()][0] ?? '';
  return `initial:${/[\p{L}\p{N}]/u.test(first) ? first.toLocaleUpperCase('pt-BR') : ''}`;
}

/** Changes when what the icons are made of changes: the `?v=` of their URLs in the manifest. */
export const iconVersion = (store: { name: string; logoUrl: string | null }) =>
  createHash('sha256').update(sourceKey(store)).digest('base64url').slice(0, 10);

/** The store's initial in white on the theme colour; without a letter, a plain triangle (the favicon's). */
function initialSvg(letter: string): string {
  const mark = letter
    ? `<text x="256" y="256" dy="0.36em" text-anchor="middle" font-family="${LETTER_FONTS}" font-weight="700" font-size="260" fill="#ffffff">${letter}</text>`
    : '<path d="M256 150 L370 350 L142 350 Z" fill="#ffffff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="${THEME_COLOR}"/>${mark}</svg>`;
}

/**
 * The app icons (192 and 512 for any use, a maskable 512, Apple's 180) made from the store's
 * logo, or from its initial when it has none (docs/product.md#installable-app-and-offline). Made
 * with sharp on the first request after the logo changes, then kept. A logo that cannot be read
 * (missing file, a URL off this site) gives the initial's icons, and the reason is logged.
 */
export function createAppIcons(opts: { uploads: UploadStorage; webDist: string; logger: Logger }) {
  const made = new Map<string, Promise<AppIcons>>();

  /** The logo's bytes, from the uploads or from the web build's own images; null when it is neither. */
  async function readLogo(url: string): Promise<Buffer | null> {
    if (url.startsWith('/uploads/')) {
      const name = url.slice('/uploads/'.length);
      const file = UPLOAD_NAME.test(name) ? await opts.uploads.get(name) : null;
      return file && Buffer.from(await new Response(file.body).arrayBuffer());
    }
    if (!url.startsWith('/') || url.startsWith('//')) return null;
    const pathname = decodeURIComponent(url.split(/[?#]/)[0]!);
    if (pathname.split('/').some((part) => part.startsWith('.'))) return null;
    const root = await realpath(opts.webDist);
    const file = await realpath(path.join(root, pathname)).catch(() => null);
    return file && file.startsWith(root + path.sep) ? readFile(file) : null;
  }

  async function make(key: string, logoUrl: string | null): Promise<AppIcons> {
    // Loaded on the first icon asked for, not at start (docs/decisions/009, modules/uploads).
    const { default: sharp } = await import('sharp');
    const logo = logoUrl
      ? await readLogo(logoUrl).catch((err: unknown) => {
          opts.logger.warn({ err, logoUrl }, 'store logo unreadable for the app icons');
          return null;
        })
      : null;
    const letter = key.startsWith('initial:') ? key.slice('initial:'.length) : '';
    const files = {} as Record<IconName, Buffer>;
    const fromLogo = async (image: Buffer) => {
      const clear = { r: 0, g: 0, b: 0, alpha: 0 };
      for (const name of ICON_NAMES) {
        const size = ICON_SIZES[name];
        if (name === 'icon-192.png' || name === 'icon-512.png') {
          files[name] = await sharp(image).resize(size, size, { fit: 'contain', background: clear }).png().toBuffer();
          continue;
        }
        // Maskable and Apple's: no transparency (the launcher crops, iOS paints it black): the
        // logo inside the safe zone on the theme colour.
        const inner = Math.round(size * MASKABLE_SCALE);
        const mark = await sharp(image).resize(inner, inner, { fit: 'contain', background: clear }).png().toBuffer();
        files[name] = await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
          .composite([{ input: mark, gravity: 'centre' }])
          .png()
          .toBuffer();
      }
    };
    const fromSvg = async (svg: string) => {
      for (const name of ICON_NAMES) {
        const size = ICON_SIZES[name];
        files[name] = await sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
      }
    };
    try {
      if (!logo) throw new Error('no logo');
      await fromLogo(logo);
    } catch (err) {
      if (logo) opts.logger.warn({ err, logoUrl }, 'store logo unreadable for the app icons');
      await fromSvg(initialSvg(letter));
      // A machine without fonts draws no letter: the triangle then, rather than a blank square.
      const { channels } = await sharp(files['icon-192.png']).stats();
      if (letter && (channels[1]?.max ?? 0) < 200) await fromSvg(initialSvg(''));
    }
    const etags = {} as Record<IconName, string>;
    for (const name of ICON_NAMES)
      etags[name] = `"${createHash('sha256').update(files[name]).digest('base64url').slice(0, 27)}"`;
    return { files, etags };
  }

  return {
    /** The icons for the store as it is now; concurrent callers share one making. */
    get(store: { name: string; logoUrl: string | null }): Promise<AppIcons> {
      const key = sourceKey(store);
      let icons = made.get(key);
      if (!icons) {
        if (made.size >= KEPT) made.clear();
        icons = make(key, store.logoUrl);
        made.set(key, icons);
        // A failure is tried again on the next request.
        icons.catch(() => made.delete(key));
      }
      return icons;
    },
  };
}
