import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { api } from '@web/lib/api';
import { EmailOffNotice } from '../ui/email-off-notice';
import { PageHeader } from '../ui/page-header';
import { CouponSummary } from './coupon-summary';
import { DashboardStats } from './dashboard-stats';
import { MoneyNotInYet, RevenueByMethod } from './payment-summary';
import { RecentOrders } from './recent-orders';
import { TopProducts } from './top-products';
import { WinBackSummary } from './win-back-summary';

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
          {q.data.waiting > 0 && <WaitingOrdersLink waiting={q.data.waiting} />}
          <DashboardStats data={q.data} />
          <div className="grid gap-5 lg:grid-cols-[1.6fr_1fr]">
            <RevenueByMethod rows={q.data.revenueByMethod} />
            <MoneyNotInYet data={q.data} />
          </div>
          <div className="grid gap-5 lg:grid-cols-[1.6fr_1fr]">
            <CouponSummary discounts={q.data.discounts} />
            <WinBackSummary winBack={q.data.winBack} />
          </div>
          <div className="grid gap-5 lg:grid-cols-[1.6fr_1fr]">
            <RecentOrders orders={q.data.recentOrders} />
            <TopProducts products={q.data.topProducts} />
          </div>
        </div>
      )}
    </div>
  );
}

/** '2 pedidos pendentes · ver pedidos': the orders still 'Pendente', on top when there are any. */
function WaitingOrdersLink({ waiting }: { waiting: number }) {
  return (
    <Link
      to="/admin/orders"
      className="flex min-h-12 items-center gap-3 rounded-xl bg-amber-100 px-4 font-semibold text-amber-950"
    >
      <ClipboardList className="size-5" aria-hidden />
      {waiting === 1 ? '1 pedido pendente' : `${waiting} pedidos pendentes`} · ver pedidos
    </Link>
  );
}
