import type { Settlement } from '@shared/contract/couriers';
import { formatDateTime } from '@shared/format-date';
import { formatDecimal } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import { paymentMethodLabel } from '@shared/order-status';
import { Receipt, ReceiptLine } from '../ui/receipt';

/** 'Acerto do entregador' as it prints on the 80 mm paper: the deliveries, the money, a line to sign. */
export function SettlementReport({
  settlement: s,
  storeName,
  printedAt,
}: {
  settlement: Settlement;
  storeName: string;
  printedAt: Date;
}) {
  return (
    <Receipt testId="settlement-report">
      <p className="store">{storeName}</p>
      <h1>ACERTO DO ENTREGADOR</h1>
      <p className="center strong">{s.courierName}</p>
      {s.closedAt && <p className="center">Fechado em {formatDateTime(s.closedAt)}</p>}
      {s.closedByName && <p className="center">por {s.closedByName}</p>}
      <hr />
      {s.lines.map((l) => (
        <div key={l.orderId}>
          <ReceiptLine left={`#${shortOrderId(l.orderId)} ${l.customerName}`} right={formatDecimal(l.totalCents)} />
          <p className="sub">
            {paymentMethodLabel(l.paymentMethod)} · {formatDateTime(l.deliveredAt).slice(11)} · taxa{' '}
            {formatDecimal(l.feeCents)}
          </p>
        </div>
      ))}
      <hr />
      <ReceiptLine left="Entregas" right={String(s.deliveries)} />
      <ReceiptLine left="Dinheiro recebido" right={formatDecimal(s.cashCents)} />
      <ReceiptLine left="Maquininha" right={formatDecimal(s.cardCents)} />
      <ReceiptLine left="Pagos antes (PIX/online)" right={formatDecimal(s.prepaidCents)} />
      <ReceiptLine left="Taxas do entregador" right={`-${formatDecimal(s.feesCents)}`} />
      <p className="total">
        {s.handBackCents >= 0
          ? `DEVOLVER R$ ${formatDecimal(s.handBackCents)}`
          : `PAGAR AO ENTREGADOR R$ ${formatDecimal(-s.handBackCents)}`}
      </p>
      <p className="sign">{s.courierName}</p>
      <p className="center">Impresso em {formatDateTime(printedAt)}</p>
    </Receipt>
  );
}
