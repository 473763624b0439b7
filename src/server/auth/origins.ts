import type { BetterAuthOptions, BetterAuthPlugin } from 'better-auth';
import type { Config } from '../config';

/**
 * Which pages may sign in and sign up. With PUBLIC_URL set, only that address. Without it the
 * store may be opened at localhost, 127.0.0.1 or the machine's LAN address (the kitchen
 * tablet), so a page is trusted when its Origin names the very host the request was sent to,
 * the same rule as our CSRF check (http/same-origin.ts). A page of another site names its own
 * host, never ours, and is still refused.
 */
export function trustedOrigins(config: Config): NonNullable<BetterAuthOptions['trustedOrigins']> {
  if (config.PUBLIC_URL) return [config.publicUrl];
  return (request) => [config.publicUrl, ...originOfHost(request)];
}

function originOfHost(request: Request | undefined): string[] {
  const origin = request?.headers.get('origin');
  if (!request || !origin) return [];
  try {
    const page = new URL(origin);
    const host = request.headers.get('host') ?? new URL(request.url).host;
    return (page.protocol === 'http:' || page.protocol === 'https:') && page.host === host ? [page.origin] : [];
  } catch {
    return [];
  }
}

/**
 * better-auth refuses a page it does not trust with 403 INVALID_ORIGIN and "Invalid origin",
 * which the sign-in form could only show as wrong credentials. The answer says instead which
 * address the store must be opened at (or, without PUBLIC_URL, that the request came from
 * another site).
 */
export function wrongAddressMessage(config: Config): BetterAuthPlugin {
  const message = config.PUBLIC_URL
    ? `Esta loja deve ser acessada por ${config.publicUrl}. Abra o endereço correto e tente novamente.`
    : 'Origem da requisição não permitida';
  return {
    id: 'wrong-address-message',
    onResponse: async (res) => {
      if (res.status !== 403) return;
      const body = (await res
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (body?.code !== 'INVALID_ORIGIN') return;
      const headers = new Headers(res.headers);
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      return {
        response: new Response(JSON.stringify({ error: message, message, code: 'INVALID_ORIGIN' }), {
          status: 403,
          headers,
        }),
      };
    },
  };
}
