import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Which proxies in front of the server may say who the client is (TRUST_PROXY):
 * none (the socket's peer is the client), a number of hops, or a list of proxy addresses.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: BlockList };

/** Reads TRUST_PROXY: unset, `false` or `0`; `true` or a hop count; or `10.0.0.0/8, ::1`. Throws on a bad entry. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === 'false' || v === '0') return { kind: 'none' };
  if (v === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d{1,2}$/.test(v)) return { kind: 'hops', hops: Number(v) };
  const proxies = new BlockList();
  for (const entry of v.split(',').map((e) => e.trim())) {
    const [ip = '', bits] = entry.split('/');
    const family = isIP(ip);
    if (!family) throw new Error(`"${entry}" is not an IP address or CIDR`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) proxies.addAddress(ip, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128))
        throw new Error(`"${entry}" has a bad prefix length`);
      proxies.addSubnet(ip, prefix, type);
    }
  }
  return { kind: 'list', proxies };
}

/** `::ffff:1.2.3.4` is the IPv4 client 1.2.3.4 on a dual-stack socket. */
const plain = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

const trusted = (proxies: BlockList, ip: string) => proxies.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address: the socket's peer, or, behind trusted proxies, the address the last
 * trusted proxy saw in X-Forwarded-For. Entries a client wrote itself (left of the trusted
 * ones) are never believed, and anything that is not an IP address is ignored.
 */
export function resolveClientAddress(
  trust: TrustProxy,
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
): string {
  const peer = plain(socketAddress ?? '') || 'local';
  if (trust.kind === 'none' || !forwardedFor) return peer;
  // A header this long is not from a proxy chain we run; the cap keeps the split bounded.
  const hops = forwardedFor
    .slice(0, 1024)
    .split(',')
    .map((s) => plain(s.trim()));
  if (trust.kind === 'hops') {
    const chain = [...hops, peer];
    const ip = chain[Math.max(0, chain.length - 1 - trust.hops)]!;
    return isIP(ip) ? ip : peer;
  }
  let client = peer;
  while (isIP(client) && trusted(trust.proxies, client) && hops.length > 0) {
    const next = hops.pop()!;
    if (!isIP(next)) break;
    client = next;
  }
  return client;
}

/**
 * What rate limits count by: an IPv4 address, or the /64 network of an IPv6 one (one
 * subscriber's line gets a whole /64, so counting single v6 addresses would be no limit).
 */
export function addressBucket(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client address of a request, as resolved once by the middleware below. */
export const clientAddress = (c: Context) => (c.get('clientAddress') as string | undefined) ?? 'local';

/** Resolves the client's address once per request (`c.get('clientAddress')`). */
export function clientAddressMiddleware(trust: TrustProxy) {
  return async (c: Context, next: () => Promise<void>) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    c.set(
      'clientAddress',
      resolveClientAddress(trust, env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for')),
    );
    await next();
  };
}
