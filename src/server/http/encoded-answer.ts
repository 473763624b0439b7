import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  bodyHeaders,
  matchesEtag,
  pickEncoding,
  validatorHeaders,
  type BodyEncoding,
  type EncodedBody,
} from './encoded-body';
import { incomingHeader } from './request-header';

/** Headers as Node writes them fastest: name, value, name, value… */
type RawHeaders = string[];
type Answers = Record<BodyEncoding, { ok: RawHeaders; notModified: RawHeaders }>;

const raw = (headers: Record<string, string>): RawHeaders => Object.entries(headers).flat();

/**
 * Writes a cached answer (the public menu, a rendered page) straight to Node's response, before
 * Hono: the answer http/send-encoded.ts gives, with `baseHeaders` (the security headers every
 * answer carries) and the request's id. Its headers are put together once per copy and encoding,
 * as the raw list Node takes without checking each name again; through Hono's middleware the
 * menu and the page cost about half of a bare server sending the same bytes (docs/decisions/004).
 */
export function encodedAnswerWriter(baseHeaders: Record<string, string>, contentType: string) {
  const made = new WeakMap<EncodedBody, Answers>();
  const answersFor = (encoded: EncodedBody): Answers => {
    const headers = (encoding: BodyEncoding) => {
      const notModified = { ...baseHeaders, ...validatorHeaders(encoded, encoding) };
      const ok = { ...notModified, ...bodyHeaders(encoded, encoding, contentType) };
      return { ok: raw(ok), notModified: raw(notModified) };
    };
    const answers = { br: headers('br'), gzip: headers('gzip'), identity: headers('identity') };
    made.set(encoded, answers);
    return answers;
  };

  return (req: IncomingMessage, res: ServerResponse, encoded: EncodedBody, requestId: string) => {
    const encoding = pickEncoding(incomingHeader(req, 'accept-encoding'));
    const answers = (made.get(encoded) ?? answersFor(encoded))[encoding];
    if (matchesEtag(incomingHeader(req, 'if-none-match'), encoded)) {
      res.writeHead(304, [...answers.notModified, 'x-request-id', requestId]);
      res.end();
    } else {
      res.writeHead(200, [...answers.ok, 'x-request-id', requestId]);
      res.end(encoded.bodies[encoding]);
    }
  };
}
