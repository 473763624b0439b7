// Tests only: a browser push service (what fcm.googleapis.com is to Chrome), on this machine.
// It makes subscriptions as a browser would (a P-256 key pair and an auth secret each), and
// takes pushes as the Web Push protocol has them: the VAPID header is verified (RFC 8292), the
// aes128gcm body decrypted with the subscription's private key (RFC 8291, RFC 8188), with
// node's crypto only, so what the server sends is read the way a browser reads it.
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What `PushSubscription.toJSON()` gives a page, to post to the server. */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** A push the fake took: its subscription and the decrypted payload. */
export type ReceivedPush = { subscriptionId: string; text: string; ttl: number; urgency: string | undefined };

/** A push the fake refused, and why (as a push service answers 400/401/403). */
export type RefusedPush = { subscriptionId: string; status: number; reason: string };

type Sub = { ecdh: ECDH; auth: Buffer; serverKey: string | null; answer: number };

const b64u = (b: Buffer) => b.toString('base64url');

/** Verifies `Authorization: vapid t=<JWT>, k=<key>`; the reason it is wrong, or null. */
function vapidProblem(header: string | undefined, audience: string, serverKey: string | null): string | null {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!m) return 'no vapid authorization';
  const [, jwt, k] = m as unknown as [string, string, string];
  if (serverKey !== null && k !== serverKey) return 'k is not the key the subscription was made with';
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: 'jwk',
  });
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (head.alg !== 'ES256') return 'alg is not ES256';
  const signed = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== audience) return `aud ${claims.aud} is not ${audience}`;
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    return 'exp is not within 24 hours';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is missing';
  return null;
}

/** RFC 8291 + RFC 8188: the plaintext of a one-record aes128gcm body, or throws. */
function decrypt(body: Buffer, sub: Sub): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLen = body[20]!;
  const asPublic = body.subarray(21, 21 + idLen);
  const record = body.subarray(21 + idLen);
  if (idLen !== 65) throw new Error('keyid is not the sender P-256 key');
  if (record.length > rs) throw new Error('more than one record');
  const uaPublic = sub.ecdh.getPublicKey();
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('last record has no 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', reject);
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * A push service at `http://127.0.0.1:<port>`: `subscribe()` is a browser subscribing (with the
 * server's `applicationServerKey`, which every push must then be signed with); `received` and
 * `refused` log what came; `gone(id)` makes its endpoint answer 410 as when the user revoked it.
 */
export async function startFakePush() {
  const subs = new Map<string, Sub>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const sub = subs.get(id);
      const answer = (status: number, reason?: string) => {
        if (reason) refused.push({ subscriptionId: id, status, reason });
        res.writeHead(status).end();
        waiters.forEach((w) => w());
      };
      if (req.method !== 'POST' || !sub) return answer(404, 'no such subscription');
      if (sub.answer !== 201) return answer(sub.answer);
      const problem = vapidProblem(req.headers.authorization, `http://${req.headers.host}`, sub.serverKey);
      if (problem) return answer(403, problem);
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return answer(400, 'no TTL');
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'not aes128gcm');
      if (body.length > 4096) return answer(413, 'payload too large');
      let text: string;
      try {
        text = decrypt(body, sub);
      } catch (err) {
        return answer(400, `undecryptable: ${(err as Error).message}`);
      }
      received.push({ subscriptionId: id, text, ttl, urgency: req.headers.urgency as string | undefined });
      res.setHeader('location', `/message/${randomUUID()}`);
      answer(201);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    refused,
    /** A browser subscribing with the server's VAPID public key (null: any key is taken). */
    subscribe(applicationServerKey: string | null = null): BrowserSubscription & { id: string } {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subs.set(id, { ecdh, auth, serverKey: applicationServerKey, answer: 201 });
      return { id, endpoint: `${url}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
    },
    /** The subscription was revoked: its endpoint answers 410 Gone from now on. */
    gone(id: string) {
      subs.get(id)!.answer = 410;
    },
    /** The decrypted payloads one subscription got, parsed. */
    messagesFor: (id: string) =>
      received.filter((r) => r.subscriptionId === id).map((r) => JSON.parse(r.text) as unknown),
    /** Waits until `done()` holds (it is checked after each request), for up to `ms`. */
    async waitFor(done: () => boolean, ms = 5000) {
      const until = Date.now() + ms;
      while (!done()) {
        if (Date.now() > until) throw new Error('fake push: timed out waiting');
        await new Promise<void>((r) => {
          const w = () => {
            waiters.delete(w);
            r();
          };
          waiters.add(w);
          setTimeout(w, 50);
        });
      }
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type FakePush = Awaited<ReturnType<typeof startFakePush>>;
