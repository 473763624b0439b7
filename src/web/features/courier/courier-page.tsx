import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { formatDateTime } from '@shared/format-date';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { courierPageKey, markDelivered, useCourierPage } from './courier-api';
import { CourierDeliveries } from './courier-deliveries';

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
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 bg-canvas p-4">
      <CourierDeliveries
        page={p}
        subtitle={`${p.storeName} · link válido até ${formatDateTime(p.expiresAt).slice(11)}`}
        busy={deliver.isPending}
        onDelivered={(id) => deliver.mutate(id)}
      />
    </main>
  );
}
