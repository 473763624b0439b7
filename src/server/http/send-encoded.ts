import type { Context } from 'hono';
import { bodyHeaders, matchesEtag, pickEncoding, validatorHeaders, type EncodedBody } from './encoded-body';
import { requestHeader } from './request-header';

/**
 * Sends a body kept encoded (encoded-body.ts) as it is: the encoding the client accepts, its
 * strong ETag, and a body-less 304 when the client already holds it.
 */
export function sendEncoded(c: Context, encoded: EncodedBody, contentType: string) {
  const encoding = pickEncoding(requestHeader(c, 'accept-encoding'));
  for (const [name, value] of Object.entries(validatorHeaders(encoded, encoding))) c.header(name, value);
  if (matchesEtag(requestHeader(c, 'if-none-match'), encoded)) return c.body(null, 304);
  for (const [name, value] of Object.entries(bodyHeaders(encoded, encoding, contentType))) c.header(name, value);
  return c.body(encoded.bodies[encoding] as Uint8Array<ArrayBuffer>);
}
