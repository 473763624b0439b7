import { TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatBRL } from '@shared/money';
import { Card } from '@web/components/ui/card';

/**
 * 'Descontos em cupons' and 'Pedidos com cupom', today and this month (docs/product.md#coupons):
 * counted like 'Pedidos hoje', leaving cancelled orders and unpaid online payments out.
 */
export function CouponSummary({ discounts }: { discounts: DashboardSummary['discounts'] }) {
  const rows = [
    { label: 'Descontos em cupons', today: formatBRL(discounts.todayCents), month: formatBRL(discounts.monthCents) },
    { label: 'Pedidos com cupom', today: String(discounts.todayOrders), month: String(discounts.monthOrders) },
  ];
  return (
    <Card className="p-4 sm:p-5" data-testid="coupon-summary">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <TicketPercent className="size-5 text-primary" aria-hidden /> Cupons
        </h2>
        <Link to="/admin/coupons" className="text-sm font-semibold text-primary">
          Ver cupons
        </Link>
      </div>
      <table className="w-full text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th className="py-1 text-left font-medium">
              <span className="sr-only">Número</span>
            </th>
            <th className="py-1 text-right font-medium">Hoje</th>
            <th className="py-1 text-right font-medium">No mês</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="py-2.5 pr-2 text-left font-medium">
                {r.label}
              </th>
              <td className="py-2.5 text-right font-semibold whitespace-nowrap">{r.today}</td>
              <td className="py-2.5 pl-3 text-right whitespace-nowrap text-muted">{r.month}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
