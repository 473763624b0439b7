import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';

/** One figure of an admin page ('Pedidos hoje', 'Saldo em aberto'): its icon, label, value and what it adds up. */
export function StatCard({ label, value, sub, icon }: { label: string; value: string; sub?: string; icon: ReactNode }) {
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
