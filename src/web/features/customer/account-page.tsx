import { ChevronRight, ClipboardList, MapPinPlus, UserRoundPen, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '../auth/use-current-user';
import { useCustomerOrders } from './orders-api';

function ShortcutCard({ to, icon: Icon, title, text }: { to: string; icon: LucideIcon; title: string; text: string }) {
  return (
    <Link to={to} className="group rounded-[var(--radius-card)] focus-visible:outline-offset-4">
      <Card className="flex h-full items-center gap-4 p-4 transition-shadow group-hover:shadow-md sm:p-5">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Icon className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted">{text}</p>
        </div>
        <ChevronRight
          className="size-5 shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </Card>
    </Link>
  );
}

/** The newest order while it is still on its way: what a customer opens the app to see. */
function OrderInProgress() {
  const { data } = useCustomerOrders();
  const latest = data?.pages[0]?.orders[0];
  if (!latest || latest.status === 'delivered' || latest.status === 'cancelled') return null;
  const count = latest.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <Link to="/customer/orders" className="group rounded-[var(--radius-card)]">
      <Card className="flex items-center gap-3 border-primary/30 bg-primary-soft/50 p-4 transition-shadow group-hover:shadow-md">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs font-semibold tracking-wide whitespace-nowrap text-primary uppercase">Em andamento</p>
            <OrderStatusBadge status={latest.status} fulfilment={latest.fulfilment} />
          </div>
          <p className="font-semibold">Pedido #{shortOrderId(latest.id)}</p>
          <p className="text-sm text-muted">
            {count} {count === 1 ? 'item' : 'itens'} ·{' '}
            <span className="font-semibold text-ink">{formatBRL(latest.totalCents)}</span>
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden />
      </Card>
    </Link>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:py-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

export function AccountPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const a = user.address;
  const incomplete = !user.phone || !a;
  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      <div>
        <h1 className="text-2xl font-bold">Minha Conta</h1>
        <p className="text-sm text-muted">
          Olá, {user.name.split(' ')[0]}! Acompanhe seus pedidos e mantenha seus dados em dia.
        </p>
      </div>
      <OrderInProgress />
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
        <ShortcutCard
          to="/customer/profile"
          icon={UserRoundPen}
          title="Editar perfil"
          text="Nome, telefone e endereço de entrega"
        />
        <ShortcutCard to="/customer/orders" icon={ClipboardList} title="Ver pedidos" text="Acompanhe seus pedidos" />
      </div>
      <Card className="p-4 sm:p-5">
        <h2 className="mb-3 font-semibold">Informações da conta</h2>
        <dl className="grid divide-y divide-line sm:grid-cols-2 sm:gap-4 sm:divide-y-0">
          <InfoRow label="Nome">{user.name}</InfoRow>
          <InfoRow label="Email">{user.email}</InfoRow>
          {user.phone && <InfoRow label="Telefone">{user.phone}</InfoRow>}
          {a && (
            <InfoRow label="Endereço principal">
              {a.street}, {a.number}
              <span className="block text-sm font-normal text-muted">
                {a.neighborhood} · {a.city}/{a.state} · <span className="whitespace-nowrap">CEP {a.zipCode}</span>
              </span>
            </InfoRow>
          )}
        </dl>
        {incomplete && (
          <Link
            to="/customer/profile"
            className="mt-4 flex min-h-11 items-center gap-2 rounded-xl bg-canvas px-3 text-sm font-medium text-primary hover:bg-primary-soft"
          >
            <MapPinPlus className="size-4 shrink-0" aria-hidden />
            <span className="flex-1">Adicione telefone e endereço para pedir mais rápido</span>
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        )}
      </Card>
    </div>
  );
}
