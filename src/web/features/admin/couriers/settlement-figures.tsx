import type { Settlement } from '@shared/contract/couriers';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { paymentMethodLabel } from '@shared/order-status';

/** The money of a settlement on screen: what the courier brings back, and each delivery. */
export function SettlementFigures({ settlement: s }: { settlement: Settlement }) {
  const cells = [
    ['Entregas', String(s.deliveries)],
    ['Dinheiro recebido', formatBRL(s.cashCents)],
    ['Maquininha', formatBRL(s.cardCents)],
    ['Pagos antes', formatBRL(s.prepaidCents)],
    ['Taxas do entregador', formatBRL(s.feesCents)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {cells.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-canvas p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="rounded-xl bg-primary-soft p-4 text-center text-lg font-bold text-primary">
        {s.handBackCents >= 0
          ? `Devolver ${formatBRL(s.handBackCents)} em dinheiro`
          : `Pagar ${formatBRL(-s.handBackCents)} ao entregador`}
      </p>
      {s.lines.length > 0 && (
        <ul className="divide-y divide-line" aria-label="Entregas do acerto">
          {s.lines.map((l) => (
            <li key={l.orderId} className="flex items-center gap-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-medium">
                  #{shortOrderId(l.orderId)} · {l.customerName}
                </span>
                <span className="block text-muted">
                  {paymentMethodLabel(l.paymentMethod)} · entregue {formatDateTime(l.deliveredAt)} · taxa{' '}
                  {formatBRL(l.feeCents)}
                </span>
              </span>
              <span className="font-semibold">{formatBRL(l.totalCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
