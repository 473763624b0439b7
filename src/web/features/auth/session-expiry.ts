import type { QueryClient } from '@tanstack/react-query';
import { onSessionLost } from '@web/lib/session-lost';
import { toast } from '@web/lib/toast';
import { signOut } from './auth-api';
import type { CurrentUser } from './auth-api';
import { ME_KEY } from './use-current-user';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Por favor, faça login novamente.';
/** How long the message shows before the sign-in page. */
export const SESSION_EXPIRED_DELAY_MS = 2000;

/**
 * When the server stops knowing a person who was signed in (docs/product.md#session-expiry):
 * say so, sign out after 2 seconds and open the right sign-in page, which brings them back
 * to where they were. A visitor who was never signed in is not told anything.
 */
export function watchSessionExpiry(qc: QueryClient, navigate: (to: string) => void): () => void {
  let expiring = false;
  return onSessionLost(() => {
    const user = qc.getQueryData<CurrentUser | null>(ME_KEY);
    if (!user || expiring) return;
    expiring = true;
    toast.error(SESSION_EXPIRED_MESSAGE, { duration: SESSION_EXPIRED_DELAY_MS + 2000 });
    setTimeout(async () => {
      const { pathname, search } = window.location;
      await signOut().catch(() => {});
      qc.setQueryData(ME_KEY, null);
      qc.removeQueries({ predicate: (q) => !['me', 'store', 'menu'].includes(String(q.queryKey[0])) });
      const login = pathname.startsWith('/admin') ? '/admin-login' : '/login';
      navigate(`${login}?${new URLSearchParams({ redirect: pathname + search }).toString()}`);
      expiring = false;
    }, SESSION_EXPIRED_DELAY_MS);
  });
}
