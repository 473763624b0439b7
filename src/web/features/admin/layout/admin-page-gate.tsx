import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { ADMIN_NAV, navItemOf } from './admin-nav';

/**
 * Shows a page only to a role that may use it (the server refuses the rest anyway): the panel's
 * home sends a role without the dashboard to its first page; any other page says why not.
 */
export function AdminPageGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user, can } = useCurrentUser();
  const item = navItemOf(pathname);
  if (!item || can(item.permission)) return children;
  const first = ADMIN_NAV.find((i) => can(i.permission));
  if (item.to === '/admin' && first) return <Navigate to={first.to} replace />;
  const role = user?.role ? STAFF_ROLE_LABELS[user.role] : 'cliente';
  return (
    <Card className="mx-auto mt-8 flex max-w-md flex-col items-center gap-3 p-8 text-center">
      <Lock className="size-8 text-muted" aria-hidden />
      <h1 className="text-xl font-bold">Sem acesso a esta página</h1>
      <p className="text-muted">
        O seu perfil na equipe é <strong>{role}</strong>. Peça ao dono da loja para mudar o seu perfil em Equipe.
      </p>
      {first && (
        <Link to={first.to} className="font-semibold text-primary underline-offset-4 hover:underline">
          Ir para {first.label}
        </Link>
      )}
    </Card>
  );
}
