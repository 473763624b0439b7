import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { STAFF_ROLE_LABELS } from '@shared/staff-roles';
import { RequireAdmin } from '@web/features/auth/guards';
import { useCurrentUser, useLogout } from '@web/features/auth/use-current-user';
import { AdminLiveOrdersProvider } from '@web/features/live/admin-live-orders';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { useManifest } from '@web/lib/use-manifest';
import { ADMIN_NAV } from './admin-nav';
import { AdminPageGate } from './admin-page-gate';

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const store = useStoreInfo();
  const { user, can } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <div className="flex items-center gap-3">
        <img
          src={store.logoUrl || '/images/placeholder-food.webp'}
          alt=""
          width={44}
          height={44}
          className="size-11 rounded-full object-cover ring-1 ring-line"
        />
        <div className="min-w-0">
          <p className="truncate font-bold">{store.name}</p>
          <p className="text-xs text-muted">Painel de Administração</p>
        </div>
      </div>
      <nav className="flex flex-col gap-1" aria-label="Administração">
        {ADMIN_NAV.filter((i) => can(i.permission)).map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium',
                isActive ? 'bg-primary text-primary-foreground' : 'text-ink hover:bg-canvas',
              )
            }
          >
            <Icon className="size-5" /> {label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-auto border-t border-line pt-4">
        <p className="truncate text-sm font-semibold">{user?.name}</p>
        <p className="truncate text-xs text-muted">
          {user?.email}
          {user?.role && ` · ${STAFF_ROLE_LABELS[user.role]}`}
        </p>
        <button
          type="button"
          onClick={async () => {
            await logout();
            toast.info('Você saiu do painel');
            navigate('/admin-login', { replace: true });
          }}
          className="mt-3 flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-sm font-medium text-danger hover:bg-canvas"
        >
          <LogOut className="size-5" /> Sair
        </button>
      </div>
    </div>
  );
}

/** Order events and the new-order alarm, for the roles that work the orders. */
function LiveOrders({ children }: { children: ReactNode }) {
  const store = useStoreInfo();
  const { user, can } = useCurrentUser();
  if (!can('orders')) return children;
  return (
    <AdminLiveOrdersProvider storeName={store.name} userId={user?.id ?? null}>
      {children}
    </AdminLiveOrdersProvider>
  );
}

function AdminShell() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const store = useStoreInfo();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <LiveOrders>
      <div className="min-h-dvh lg:grid lg:grid-cols-[260px_1fr]">
        <aside className="sticky top-0 hidden h-dvh border-r border-line bg-surface lg:block">
          <Sidebar />
        </aside>
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-surface px-2 lg:hidden">
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-xl hover:bg-canvas"
            aria-label="Abrir menu"
            onClick={() => setOpen(true)}
          >
            <Menu className="size-6" />
          </button>
          <span className="font-bold">{store.name}</span>
        </header>
        {open && (
          <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu do painel">
            <button
              type="button"
              aria-label="Fechar menu"
              className="absolute inset-0 bg-black/40"
              onClick={() => setOpen(false)}
            />
            <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-surface shadow-xl">
              <button
                type="button"
                className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-xl hover:bg-canvas"
                aria-label="Fechar menu"
                onClick={() => setOpen(false)}
              >
                <X className="size-5" />
              </button>
              <Sidebar onNavigate={() => setOpen(false)} />
            </div>
          </div>
        )}
        <main className="min-w-0 p-4 md:p-6 lg:p-8">
          <AdminPageGate>
            <Outlet />
          </AdminPageGate>
        </main>
      </div>
    </LiveOrders>
  );
}

/** The admin's own web manifest, served by the server (modules/app-manifest). */
const ADMIN_MANIFEST = '/admin.webmanifest';

export function AdminLayout() {
  useManifest(ADMIN_MANIFEST);
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
