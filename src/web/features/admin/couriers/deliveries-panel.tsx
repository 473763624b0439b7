import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { AdminCourier } from '@shared/contract/couriers';
import { formatBRL } from '@shared/money';
import { ORDER_STATUS_LABELS } from '@shared/order-status';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { assignOrders, useDeliveriesBoard } from './couriers-api';

/**
 * 'Pedidos para entregar': the delivery orders being prepared or on the road; staff tick one or
 * several and send them with a courier (the ones in preparation go out for delivery).
 */
export function DeliveriesPanel({ couriers }: { couriers: AdminCourier[] }) {
  const board = useDeliveriesBoard();
  const active = couriers.filter((c) => c.active);
  const [picked, setPicked] = useState<string[]>([]);
  const [courierId, setCourierId] = useState('');
  const qc = useQueryClient();
  const assign = useMutation({
    mutationFn: () => assignOrders(courierId || active[0]!.id, picked),
    onSuccess: (r) => {
      toast.success(`${r.assigned} ${r.assigned === 1 ? 'pedido enviado' : 'pedidos enviados'} com ${r.courierName}`);
      setPicked([]);
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e) => toast.error(failureMessage('Erro ao enviar os pedidos', e)),
  });
  const orders = board.data ?? [];
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  return (
    <Card className="p-4">
      <h2 className="mb-1 text-lg font-semibold">Pedidos para entregar</h2>
      <p className="mb-3 text-sm text-muted">Marque os pedidos e escolha quem leva.</p>
      {orders.length === 0 ? (
        <p className="text-sm text-muted">Nenhum pedido de entrega em preparo ou em rota.</p>
      ) : (
        <ul className="mb-3 divide-y divide-line" aria-label="Pedidos para entregar">
          {orders.map((o) => (
            <li key={o.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 py-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={picked.includes(o.id)}
                  onChange={() => toggle(o.id)}
                  aria-label={`Pedido #${o.number} de ${o.customerName}`}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">
                    #{o.number} · {o.customerName}
                  </span>
                  <span className="block truncate text-sm text-muted">
                    {o.neighbourhood} · {ORDER_STATUS_LABELS[o.status]}
                    {o.courierName && ` · com ${o.courierName}`}
                  </span>
                </span>
                <span className="text-sm font-semibold">{formatBRL(o.totalCents)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {orders.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label="Entregador"
            value={courierId || active[0]?.id || ''}
            onChange={(e) => setCourierId(e.target.value)}
            className="min-h-11 flex-1 rounded-xl border border-line bg-surface px-3 text-sm"
          >
            {active.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <Button
            onClick={() => assign.mutate()}
            disabled={picked.length === 0 || active.length === 0 || assign.isPending}
          >
            <Send className="size-4" aria-hidden /> Enviar {picked.length > 0 ? `(${picked.length})` : ''}
          </Button>
        </div>
      )}
    </Card>
  );
}
