import { ClipboardList, DollarSign, Package, Users } from 'lucide-react';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatBRL } from '@shared/money';
import { StatCard } from '../ui/stat-card';

/** The four figures at the top: orders and revenue today (the month under them), customers, products. */
export function DashboardStats({ data }: { data: DashboardSummary }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-stats">
      <StatCard
        label="Pedidos hoje"
        value={String(data.ordersToday)}
        sub={`${data.ordersMonth} no mês`}
        icon={<ClipboardList className="size-5" />}
      />
      <StatCard
        label="Faturamento hoje"
        value={formatBRL(data.revenueTodayCents)}
        sub={`${formatBRL(data.revenueMonthCents)} no mês`}
        icon={<DollarSign className="size-5" />}
      />
      <StatCard label="Clientes" value={String(data.customers)} icon={<Users className="size-5" />} />
      <StatCard label="Produtos" value={String(data.productCount)} icon={<Package className="size-5" />} />
    </div>
  );
}
