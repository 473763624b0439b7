import { formatBRL } from '@shared/money';

/** '3 pedidos' or '1 pedido'. */
export const ordersText = (count: number) => `${count} ${count === 1 ? 'pedido' : 'pedidos'}`;

/** A register card's title with its orders and sales: 'Conferência · 3 pedidos · R$ 120,00'. */
export function FiguresHeader({
  title,
  orderCount,
  salesCents,
}: {
  title: string;
  orderCount: number;
  salesCents: number;
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-5 py-3">
      <h2 className="font-semibold">{title}</h2>
      <p className="text-sm text-muted">
        {ordersText(orderCount)} · {formatBRL(salesCents)}
      </p>
    </div>
  );
}
