/**
 * Where the server agrees to send a push (docs/security.md#order-notifications). The server
 * POSTs to whatever endpoint a browser hands it, so an endpoint is a request we make on a
 * stranger's say: only the browsers' own push services are accepted, over https on the
 * default port. `PUSH_LOCAL_ENDPOINTS` (tests, local development) adds this machine's
 * loopback addresses, nothing else: never a private network.
 */
const PUSH_SERVICES = [
  // Chrome, Edge on Android, Opera, Brave, Samsung Internet.
  'fcm.googleapis.com',
  'android.googleapis.com',
  // Firefox.
  'push.services.mozilla.com',
  // Edge on Windows.
  'notify.windows.com',
  // Safari.
  'push.apple.com',
];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const onService = (host: string) => PUSH_SERVICES.some((s) => host === s || host.endsWith(`.${s}`));

export function pushEndpointAllowed(endpoint: string, opts: { allowLocal: boolean }): boolean {
  if (!URL.canParse(endpoint)) return false;
  const u = new URL(endpoint);
  if (u.username || u.password) return false;
  const host = u.hostname.toLowerCase();
  if (opts.allowLocal && LOOPBACK.has(host) && (u.protocol === 'http:' || u.protocol === 'https:')) return true;
  return u.protocol === 'https:' && u.port === '' && onService(host);
}
