import { ClipboardList, DollarSign, Package, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatBRL } from '@shared/money';
import { Card } from '@web/components/ui/card';

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

/** The four figures at the top: orders and revenue today (the month under them), customers, products. */
export function DashboardStats({ data }: { data: DashboardSummary }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="dashboard-stats">
      <Stat
        label="Pedidos hoje"
        value={String(data.ordersToday)}
        sub={`${data.ordersMonth} no mês`}
        icon={<ClipboardList className="size-5" />}
      />
      <Stat
        label="Faturamento hoje"
        value={formatBRL(data.revenueTodayCents)}
        sub={`${formatBRL(data.revenueMonthCents)} no mês`}
        icon={<DollarSign className="size-5" />}
      />
      <Stat label="Clientes" value={String(data.customers)} icon={<Users className="size-5" />} />
      <Stat label="Produtos" value={String(data.productCount)} icon={<Package className="size-5" />} />
    </div>
  );
}
