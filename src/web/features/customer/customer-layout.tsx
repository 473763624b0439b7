import { ClipboardList, LogOut, UserRound, UserRoundPen } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { RequireUser } from '../auth/guards';
import { useCurrentUser, useLogout } from '../auth/use-current-user';
import { useStoreInfo } from '../store/use-store-info';

const NAV = [
  { to: '/customer', label: 'Minha Conta', icon: UserRound, end: true },
  { to: '/customer/orders', label: 'Meus Pedidos', icon: ClipboardList, end: false },
  { to: '/customer/profile', label: 'Editar Perfil', icon: UserRoundPen, end: false },
];

function CustomerShell() {
  const { user } = useCurrentUser();
  const store = useStoreInfo();
  const logout = useLogout();
  const navigate = useNavigate();
  const initial = (user?.name || user?.email || '?').charAt(0).toUpperCase();

  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link to="/" className="text-lg font-bold">
            {store.name}
          </Link>
        </div>
      </header>
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 md:grid-cols-[240px_1fr]">
        <aside className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 md:self-start">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">{initial}</span>
            <div className="min-w-0">
              <p className="truncate font-semibold">{user?.name}</p>
              <p className="truncate text-sm text-muted">{user?.email}</p>
            </div>
          </div>
          <nav className="flex gap-1 overflow-x-auto md:flex-col" aria-label="Área do cliente">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <NavLink
                key={to}
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn('flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-medium', isActive ? 'bg-primary-soft text-primary' : 'hover:bg-canvas')
                }
              >
                <Icon className="size-4" /> {label}
              </NavLink>
            ))}
            <button
              type="button"
              onClick={async () => {
                await logout();
                toast.info('Você saiu da sua conta');
                navigate('/');
              }}
              className="flex min-h-11 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-medium text-danger hover:bg-canvas"
            >
              <LogOut className="size-4" /> Sair
            </button>
          </nav>
        </aside>
        <main className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function CustomerLayout() {
  return (
    <RequireUser>
      <CustomerShell />
    </RequireUser>
  );
}
