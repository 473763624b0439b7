import { TrendingUp } from 'lucide-react';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { Card } from '@web/components/ui/card';

/** 'Mais pedidos': the products ordered most, ranked. */
export function TopProducts({ products }: { products: DashboardSummary['topProducts'] }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <TrendingUp className="size-5 text-primary" aria-hidden /> Mais pedidos
      </h2>
      {products.length === 0 ? (
        <p className="text-sm text-muted">Os mais pedidos aparecem aqui depois das primeiras vendas.</p>
      ) : (
        <ol className="flex flex-col gap-2.5">
          {products.map((p, i) => (
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
  );
}
