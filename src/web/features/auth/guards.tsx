import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from './use-current-user';

/** /customer needs a signed-in user, else /login (docs/product.md#routes). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <LoadingState text="Verificando autenticação..." />;
  if (!user)
    return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}

/** /admin needs a signed-in admin, else /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isAdmin, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <LoadingState text="Verificando autenticação..." />;
  if (!user || !isAdmin)
    return <Navigate to={`/admin-login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  return children;
}
