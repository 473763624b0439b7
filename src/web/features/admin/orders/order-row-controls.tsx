import { Eye, Printer } from 'lucide-react';
import { ifoodAllows } from '@shared/ifood';
import { shortOrderId } from '@shared/order-number';
import { canGoToKitchen, canSetStatus, UNPAID_ONLINE_MESSAGE } from '@shared/order-status';
import { Button } from '@web/components/ui/button';
import type { AdminOrderRow } from './orders-api';
import { StatusSelect } from './status-select';
import { printLabel } from './use-kitchen-print';
import type { OrderRowActions } from './use-order-rows';

/** What the list's card (phones) and table row (wider screens) both show and do. */
type RowProps = { order: AdminOrderRow; actions: OrderRowActions };

export const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

const heldId = (o: AdminOrderRow) => `unpaid-${o.id}`;

/** Why an unpaid card-online order has print and the kitchen statuses greyed out, under its status. */
export function HeldNote({ order }: { order: AdminOrderRow }) {
  if (canGoToKitchen(order)) return null;
  return (
    <p id={heldId(order)} className="mt-1 text-xs font-medium text-amber-800" title={UNPAID_ONLINE_MESSAGE}>
      Só vai para a cozinha depois do pagamento online
    </p>
  );
}

export function RowStatusSelect({ order, actions }: RowProps) {
  return (
    <StatusSelect
      label={`Status do pedido ${shortOrderId(order.id)}`}
      value={order.status}
      disabled={actions.statusBusy}
      allowed={(s) => canSetStatus(order, s) && ifoodAllows(order, s)}
      describedBy={canGoToKitchen(order) ? undefined : heldId(order)}
      onChange={(s) => actions.setStatus(order.id, s)}
      order={order}
      fulfilment={order.fulfilment}
    />
  );
}

/** 'Ver detalhes' and 'Imprimir': printing waits for an online payment, like the kitchen. */
export function RowActionButtons({ order, actions }: RowProps) {
  const held = !canGoToKitchen(order);
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Ver detalhes do pedido ${shortOrderId(order.id)}`}
        onClick={() => actions.open(order.id)}
      >
        <Eye className="size-5" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`${printLabel(order, actions.reprints)} pedido ${shortOrderId(order.id)}`}
        aria-describedby={held ? heldId(order) : undefined}
        title={held ? UNPAID_ONLINE_MESSAGE : undefined}
        disabled={actions.printBusy || held}
        onClick={() => actions.print(order.id)}
      >
        <Printer className="size-5" />
      </Button>
    </div>
  );
}
