/** An outside service's answer was larger than the caller accepts: it was refused, not read. */
export class AnswerTooLargeError extends Error {
  constructor() {
    super('answer too large');
  }
}

/**
 * A fetch answer's text, refused past `maxBytes` however the server sends it (announced or
 * streamed): an outside service never makes the server hold an unbounded body.
 */
export async function readCappedText(res: Response, maxBytes: number): Promise<string> {
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body?.cancel();
    throw new AnswerTooLargeError();
  }
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new AnswerTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
