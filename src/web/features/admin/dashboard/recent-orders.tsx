import { Link } from 'react-router';
import type { DashboardSummary } from '@shared/contract/dashboard';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Card } from '@web/components/ui/card';

/** 'Pedidos recentes': the latest orders with their status and total, and a link to them all. */
export function RecentOrders({ orders }: { orders: DashboardSummary['recentOrders'] }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between">
        <h2 className="font-semibold">Pedidos recentes</h2>
        <Link to="/admin/orders" className="text-sm font-semibold text-primary">
          Ver todos
        </Link>
      </div>
      {orders.length === 0 ? (
        <p className="text-sm text-muted">Nenhum pedido ainda.</p>
      ) : (
        <ul className="divide-y divide-line">
          {orders.map((o) => (
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
  );
}
