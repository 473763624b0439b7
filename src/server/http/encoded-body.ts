import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export type BodyEncoding = 'br' | 'gzip' | 'identity';

/** A cached answer ready to send (the public menu, a rendered page): its bytes, compressed once, and their ETags. */
export type EncodedBody = {
  bodies: Record<BodyEncoding, Uint8Array>;
  /**
   * One strong ETag per encoding (`"<hash>"`, `"<hash>-gz"`, `"<hash>-br"`): a strong validator
   * promises the same bytes, and the gzip and brotli bodies are different bytes of the same JSON.
   */
  etags: Record<BodyEncoding, string>;
};

/** Serialises a value to JSON and encodes it (encodeBytes). */
export const encodeJson = (value: unknown): Promise<EncodedBody> =>
  encodeBytes(Buffer.from(JSON.stringify(value), 'utf8'));

/**
 * Compresses a body with the best settings, since it happens once per change of what it holds
 * and not per request; the async zlib calls keep the event loop free.
 */
export async function encodeBytes(json: Buffer): Promise<EncodedBody> {
  const [gz, br] = await Promise.all([
    gzipAsync(json, { level: 9 }),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 27);
  return {
    bodies: { identity: json, gzip: gz, br },
    etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
  };
}

/**
 * `no-cache`: the browser keeps the menu but asks again each time, sending its ETag; an
 * unchanged menu costs a body-less 304, and a price or the open/closed state changed by an
 * admin shows on the very next load. A max-age, even short, would show the old price for that
 * long, and the order would then be priced differently from what the customer saw.
 */
const MENU_CACHE_CONTROL = 'no-cache';

/** The headers a menu or page answer carries, 200 or 304 alike: how to cache it and its validator. */
export function validatorHeaders(menu: EncodedBody, encoding: BodyEncoding): Record<string, string> {
  return { 'cache-control': MENU_CACHE_CONTROL, vary: 'Accept-Encoding', etag: menu.etags[encoding] };
}

/** The headers a 200 adds to those: what the body is, how long, and how it is encoded. */
export function bodyHeaders(encoded: EncodedBody, encoding: BodyEncoding, contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': contentType,
    'content-length': String(encoded.bodies[encoding].byteLength),
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return headers;
}

// Browsers send one of a handful of Accept-Encoding strings: remember the answer for each.
const picked = new Map<string, BodyEncoding>();
const PICKED_MAX = 64;

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the accepted one with
 * the highest q, brotli before gzip on a tie (smaller), identity when neither is accepted.
 */
export function pickEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity';
  let encoding = picked.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (picked.size >= PICKED_MAX) picked.clear();
    picked.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): BodyEncoding {
  let star: number | undefined;
  const q: Partial<Record<string, number>> = {};
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (!Number.isFinite(weight)) weight = 0;
    if (name === '*') star = weight;
    else q[name] = weight;
  }
  const br = q.br ?? star ?? 0;
  const gz = q.gzip ?? q['x-gzip'] ?? star ?? 0;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * Whether an If-None-Match header names the current menu in any encoding (the weak comparison
 * RFC 9110 §13.1.2 asks for: a `W/` prefix is ignored). A client that cached the gzip body
 * and now asks with brotli still holds the same JSON.
 */
export function matchesEtag(ifNoneMatch: string | undefined, menu: EncodedBody): boolean {
  if (!ifNoneMatch) return false;
  const { identity, gzip, br } = menu.etags;
  // The usual case, a browser sending back the one tag it got, without splitting the header.
  if (ifNoneMatch === br || ifNoneMatch === gzip || ifNoneMatch === identity) return true;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === br || tag === gzip || tag === identity;
  });
}
