import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bike } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { assignOrders, useCouriers } from '../couriers/couriers-api';
import { DetailSection } from './detail-section';
import type { AdminOrderDetail } from './orders-api';

const ON_ITS_WAY = ['processing', 'delivering'];

/**
 * 'Entregador' on a delivery order (docs/product.md#couriers): who took it out, and, while it is
 * being prepared or on the road, sending it with a courier from here.
 */
export function OrderCourierSection({ order }: { order: AdminOrderDetail }) {
  const open = order.fulfilment === 'delivery' && ON_ITS_WAY.includes(order.status);
  if (!open && !order.courierName) return null;
  return (
    <DetailSection title="Entregador" icon={Bike}>
      <p className="font-medium">{order.courierName ?? 'Nenhum entregador ainda'}</p>
      {open && <SendWithCourier order={order} />}
    </DetailSection>
  );
}

function SendWithCourier({ order }: { order: AdminOrderDetail }) {
  const couriers = useCouriers();
  const active = (couriers.data ?? []).filter((c) => c.active);
  const [picked, setPicked] = useState('');
  const qc = useQueryClient();
  const send = useMutation({
    mutationFn: (courierId: string) => assignOrders(courierId, [order.id]),
    onSuccess: (r) => {
      toast.success(`Pedido enviado com ${r.courierName}`);
      void qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (e) => toast.error(failureMessage('Erro ao enviar o pedido', e)),
  });
  if (couriers.isPending) return null;
  if (active.length === 0)
    return (
      <p className="text-sm text-muted">
        Cadastre quem entrega em{' '}
        <Link to="/admin/entregadores" className="font-semibold text-primary underline-offset-2 hover:underline">
          Entregadores
        </Link>
        .
      </p>
    );
  const courierId = picked || active[0]!.id;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <select
        aria-label="Entregador do pedido"
        value={courierId}
        onChange={(e) => setPicked(e.target.value)}
        className="min-h-11 flex-1 rounded-xl border border-line bg-surface px-3 text-sm"
      >
        {active.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <Button size="md" variant="outline" onClick={() => send.mutate(courierId)} disabled={send.isPending}>
        {order.courierName ? 'Trocar entregador' : 'Enviar com entregador'}
      </Button>
    </div>
  );
}
