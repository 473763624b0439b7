import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The largest body the API takes, uploads aside (they carry their own limit). */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** Node's request as @hono/node-server reads it: `rawBody`, when set, is the whole body. */
type NodeRequest = IncomingMessage & { rawBody?: Buffer };

/**
 * Reads a JSON body whole in Node, before Hono, when its length is declared and within the
 * limit, and hands it on as `rawBody`, the field @hono/node-server takes the body from. The
 * routes then parse it from that buffer (`requestJson`) instead of building a Fetch Request
 * with a web stream to read it, a tenth of an order's server time (docs/decisions/026). Any
 * other reader (better-auth, a webhook checking a signature) still gets the same bytes through
 * the Request. Other bodies are left to Hono and the body limit.
 */
export function readJsonBodyFirst(req: NodeRequest, then: () => void): void {
  const length = Number(req.headers['content-length']);
  const json = req.headers['content-type']?.startsWith('application/json');
  if (!json || !(length > 0 && length <= BODY_LIMIT_BYTES) || req.method === 'GET' || req.method === 'HEAD') {
    then();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Node's parser ends the body at content-length; a client that leaves sooner gets no answer.
  req.once('end', () => {
    req.rawBody = Buffer.concat(chunks);
    then();
  });
}

/** Whether the body was read whole by `readJsonBodyFirst`, its size already checked. */
export function bodyReadFirst(c: Context): boolean {
  return nodeRequest(c)?.rawBody instanceof Buffer;
}

const utf8 = new TextDecoder();

/** The request's JSON body: from the buffer Node read, or through the Fetch Request. Throws on bad JSON. */
export function requestJson(c: Context): Promise<unknown> {
  const raw = nodeRequest(c)?.rawBody;
  if (!(raw instanceof Buffer)) return c.req.json();
  // As the Fetch API's json() does: UTF-8 with a leading BOM dropped, then JSON.parse.
  return Promise.resolve().then(() => JSON.parse(utf8.decode(raw)));
}

function nodeRequest(c: Context): NodeRequest | undefined {
  return (c.env as { incoming?: NodeRequest } | undefined)?.incoming;
}
