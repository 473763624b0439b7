import { useQuery } from '@tanstack/react-query';
import { ClipboardList, DollarSign, Package, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { api } from '@web/lib/api';
import { EmailOffNotice } from '../ui/email-off-notice';
import { PageHeader } from '../ui/page-header';
import { CouponSummary } from './coupon-summary';
import { MoneyNotInYet, RevenueByMethod } from './payment-summary';

function Stat({ label, value, sub, icon }: { label: string; value: string; sub?: string; icon: ReactNode }) {
  return (
    <Card className="flex flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-muted">{label}</p>
        <p className="text-lg font-bold tracking-tight whitespace-nowrap sm:text-xl">{value}</p>
        {sub && <p className="text-xs text-muted">{sub}</p>}
      </div>
    </Card>
  );
}

/** /admin: figures straight from the database (real figures, not placeholders: docs/product.md#admin-area). */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const q = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api<DashboardSummary>('/api/admin/dashboard'),
    refetchInterval: 60_000,
  });
  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader title="Dashboard" subtitle={`Bem-vindo(a), ${user?.name ?? ''}.`} />
      <EmailOffNotice className="mb-5" />
      {q.isPending ? (
        <LoadingState text="Carregando números da loja..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          Erro ao carregar o dashboard: {q.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-5">
          {q.data.waiting > 0 && (
            <Link
              to="/admin/orders"
              className="flex min-h-12 items-center gap-3 rounded-xl bg-amber-100 px-4 font-semibold text-amber-950"
            >
              <ClipboardList className="size-5" aria-hidden />
              {q.data.waiting === 1 ? '1 pedido pendente' : `${q.data.waiting} pedidos pendentes`} · ver pedidos
            </Link>
          )}
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-stats">
            <Stat
              label="Pedidos hoje"
              value={String(q.data.ordersToday)}
              sub={`${q.data.ordersMonth} no mês`}
              icon={<ClipboardList className="size-5" />}
            />
            <Stat
              label="Faturamento hoje"
              value={formatBRL(q.data.revenueTodayCents)}
              sub={`${formatBRL(q.data.revenueMonthCents)} no mês`}
              icon={<DollarSign className="size-5" />}
            />
            <Stat label="Clientes" value={String(q.data.customers)} icon={<Users className="size-5" />} />
            <Stat label="Produtos" value={String(q.data.productCount)} icon={<Package className="size-5" />} />
          </div>
          <div className="grid gap-5 lg:grid-cols-[1.6fr_1fr]">
            <RevenueByMethod rows={q.data.revenueByMethod} />
            <MoneyNotInYet data={q.data} />
          </div>
          <CouponSummary discounts={q.data.discounts} />
          <div className="grid gap-5 lg:grid-cols-[1.6fr_1fr]">
            <Card className="p-4 sm:p-5">
              <div className="mb-3 flex items-center justify-between">
                <h2 className="font-semibold">Pedidos recentes</h2>
                <Link to="/admin/orders" className="text-sm font-semibold text-primary">
                  Ver todos
                </Link>
              </div>
              {q.data.recentOrders.length === 0 ? (
                <p className="text-sm text-muted">Nenhum pedido ainda.</p>
              ) : (
                <ul className="divide-y divide-line">
                  {q.data.recentOrders.map((o) => (
                    <li key={o.id} className="flex items-center gap-3 py-2.5">
                      <div className="min-w-0 flex-1">
                        <p className="truncate text-sm font-semibold">
                          #{shortOrderId(o.id)} · {o.customerName}
                        </p>
                        <p className="text-xs text-muted">{formatDateTime(o.createdAt)}</p>
                      </div>
                      <OrderStatusBadge status={o.status} fulfilment={o.fulfilment} className="hidden sm:inline-flex" />
                      <span className="text-sm font-semibold whitespace-nowrap">{formatBRL(o.totalCents)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
            <Card className="p-4 sm:p-5">
              <h2 className="mb-3 flex items-center gap-2 font-semibold">
                <TrendingUp className="size-5 text-primary" aria-hidden /> Mais pedidos
              </h2>
              {q.data.topProducts.length === 0 ? (
                <p className="text-sm text-muted">Os mais pedidos aparecem aqui depois das primeiras vendas.</p>
              ) : (
                <ol className="flex flex-col gap-2.5">
                  {q.data.topProducts.map((p, i) => (
                    <li key={p.name} className="flex items-center gap-3 text-sm">
                      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-canvas text-xs font-bold">
                        {i + 1}
                      </span>
                      <span className="min-w-0 flex-1 truncate font-medium">{p.name}</span>
                      <span className="text-muted">{p.quantity} un.</span>
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
