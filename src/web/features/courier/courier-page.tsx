import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bike } from 'lucide-react';
import { useParams } from 'react-router';
import { formatDateTime } from '@shared/format-date';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { courierPageKey, markDelivered, useCourierPage } from './courier-api';
import { DeliveryCard } from './delivery-card';

/**
 * /entregador/:token, the courier's page on their phone (docs/product.md#couriers): the link is
 * the key; their deliveries on the road first, then the ones delivered this shift.
 */
export function CourierPage() {
  const { token = '' } = useParams();
  const page = useCourierPage(token);
  const qc = useQueryClient();
  const deliver = useMutation({
    mutationFn: (orderId: string) => markDelivered(token, orderId),
    onSuccess: () => {
      toast.success('Entrega registrada');
      void qc.invalidateQueries({ queryKey: courierPageKey(token) });
    },
    onError: (e) => toast.error(failureMessage('Erro ao registrar a entrega', e)),
  });
  if (page.isPending) return <LoadingState text="Carregando entregas..." />;
  if (page.isError)
    return (
      <main className="mx-auto max-w-md p-4">
        <Card className="p-6 text-center" role="alert">
          <p className="font-semibold">{page.error.message}</p>
        </Card>
      </main>
    );
  const p = page.data;
  const onTheRoad = p.deliveries.filter((d) => !d.deliveredAt);
  const done = p.deliveries.filter((d) => d.deliveredAt);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 bg-canvas p-4">
      <header className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Bike className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-xl font-bold">Entregas de {p.courierName}</h1>
          <p className="text-sm text-muted">
            {p.storeName} · link válido até {formatDateTime(p.expiresAt).slice(11)}
          </p>
        </div>
      </header>
      <section aria-label="Para entregar" className="flex flex-col gap-3">
        <h2 className="font-semibold">Para entregar ({onTheRoad.length})</h2>
        {onTheRoad.length === 0 && (
          <Card className="p-4 text-sm text-muted">Nenhuma entrega agora. A lista se atualiza sozinha.</Card>
        )}
        {onTheRoad.map((d) => (
          <DeliveryCard
            key={d.orderId}
            delivery={d}
            busy={deliver.isPending}
            onDelivered={() => deliver.mutate(d.orderId)}
          />
        ))}
      </section>
      {done.length > 0 && (
        <section aria-label="Entregues" className="flex flex-col gap-3">
          <h2 className="font-semibold">Entregues ({done.length})</h2>
          {done.map((d) => (
            <DeliveryCard key={d.orderId} delivery={d} busy onDelivered={() => undefined} />
          ))}
        </section>
      )}
    </main>
  );
}
