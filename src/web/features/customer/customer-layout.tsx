import { ArrowLeft, ClipboardList, LogOut, UserRound, UserRoundPen } from 'lucide-react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { RequireUser } from '../auth/guards';
import { useCurrentUser, useLogout } from '../auth/use-current-user';
import { useStoreInfo } from '../store-info/use-store-info';

const NAV = [
  { to: '/customer', label: 'Minha Conta', icon: UserRound, end: true },
  { to: '/customer/orders', label: 'Meus Pedidos', icon: ClipboardList, end: false },
  { to: '/customer/profile', label: 'Editar Perfil', icon: UserRoundPen, end: false },
];

/** The customer area's header shows the store name and no search (docs/product.md#routes). */
function CustomerHeader() {
  const store = useStoreInfo();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5" aria-label={`${store.name}: página inicial`}>
          <img
            src={store.logoUrl || '/images/placeholder-food.webp'}
            onError={(e) => (e.currentTarget.src = '/images/placeholder-food.webp')}
            alt=""
            width={36}
            height={36}
            className="size-9 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
          <span className="truncate text-base font-bold">{store.name}</span>
        </Link>
        <Link
          to="/"
          className="ml-auto flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
        >
          <ArrowLeft className="size-4" aria-hidden /> Cardápio
        </Link>
      </div>
    </header>
  );
}

/**
 * The side menu: initial, name, email, the three pages and 'Sair'. On a phone it is a profile
 * strip with a three-way tab bar (Sair beside the name); from md up, a sticky sidebar.
 */
function SideMenu() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const initial = (user?.name || user?.email || '?').trim().charAt(0).toUpperCase();

  return (
    <aside
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-sm [grid-template-areas:"user_exit""nav_nav"]',
        'md:sticky md:top-20 md:grid-cols-1 md:gap-4 md:self-start md:p-4 md:[grid-template-areas:"user""nav""exit"]',
      )}
    >
      <div className="flex min-w-0 items-center gap-3 [grid-area:user]">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{user?.name}</p>
          <p className="truncate text-sm text-muted">{user?.email}</p>
        </div>
      </div>
      <nav
        aria-label="Área do cliente"
        className="grid grid-cols-3 gap-1 rounded-xl bg-canvas p-1 [grid-area:nav] md:flex md:flex-col md:bg-transparent md:p-0"
      >
        {NAV.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'flex min-h-12 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-center text-xs leading-tight font-medium',
                'md:min-h-11 md:flex-row md:justify-start md:gap-2.5 md:rounded-xl md:px-3 md:text-left md:text-sm',
                isActive
                  ? 'bg-surface text-primary shadow-sm md:bg-primary-soft md:shadow-none'
                  : 'text-muted hover:text-ink md:text-ink md:hover:bg-canvas',
              )
            }
          >
            <Icon className="size-5 md:size-4" aria-hidden /> {label}
          </NavLink>
        ))}
      </nav>
      <button
        type="button"
        onClick={async () => {
          await logout();
          toast.info('Você saiu da sua conta');
          navigate('/');
        }}
        className="flex min-h-11 items-center gap-2 self-center rounded-xl px-3 text-sm font-semibold text-danger [grid-area:exit] hover:bg-canvas md:rounded-none md:border-t md:border-line md:pt-3 md:hover:bg-transparent"
      >
        <LogOut className="size-4" aria-hidden /> Sair
      </button>
    </aside>
  );
}

function CustomerShell() {
  return (
    <div className="min-h-dvh">
      <CustomerHeader />
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-4 px-4 pt-4 pb-10 md:grid-cols-[248px_minmax(0,1fr)] md:gap-6 md:pt-6">
        <SideMenu />
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
