import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminCourier } from '@shared/contract/couriers';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { PageHeader } from '../ui/page-header';
import { CourierCard } from './courier-card';
import { CourierFormDialog } from './courier-form-dialog';
import { useCouriers } from './couriers-api';
import { DeliveriesPanel } from './deliveries-panel';

/** /admin/entregadores: the couriers, their links, the orders to send out, and each one's settlement. */
export function CouriersPage() {
  const couriers = useCouriers();
  const { can } = useCurrentUser();
  const [editing, setEditing] = useState<AdminCourier | 'new' | null>(null);
  if (couriers.isPending) return <LoadingState text="Carregando entregadores..." />;
  if (couriers.isError) return <p role="alert">Erro ao carregar entregadores: {couriers.error.message}</p>;
  const list = couriers.data;
  return (
    <div className="max-w-5xl">
      <PageHeader
        title="Entregadores"
        subtitle="Quem leva os pedidos, o link de cada um e o acerto no fim do turno."
        actions={
          can('settings') && (
            <Button onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden /> Novo entregador
            </Button>
          )
        }
      />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <DeliveriesPanel couriers={list} />
        <section aria-label="Entregadores" className="flex flex-col gap-3">
          {list.length === 0 ? (
            <Card className="p-5 text-sm text-muted">
              Nenhum entregador cadastrado.{can('settings') && ' Use "Novo entregador" para começar.'}
            </Card>
          ) : (
            list.map((c) => <CourierCard key={c.id} courier={c} onEdit={() => setEditing(c)} />)
          )}
        </section>
      </div>
      {editing && <CourierFormDialog courier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
