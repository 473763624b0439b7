import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '@shared/contract/common';
import type { CourierPage } from '@shared/contract/couriers';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { CourierDeliveries } from '@web/features/courier/courier-deliveries';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

const KEY = ['admin', 'my-deliveries'] as const;

/**
 * /admin/entregas, 'Minhas entregas' (docs/product.md#couriers): a team member with the
 * 'Entregador' role sees the deliveries of the courier their account is linked to, with their own
 * sign-in instead of a shift's link. Asked again every 15 s, and on every live order event.
 */
export function MyDeliveriesPage() {
  const page = useQuery({
    queryKey: KEY,
    queryFn: () => api<CourierPage>('/api/admin/my-deliveries'),
    refetchInterval: 15_000,
    retry: false,
  });
  const qc = useQueryClient();
  const deliver = useMutation({
    mutationFn: (orderId: string) =>
      api<OkResponse>(`/api/admin/my-deliveries/${orderId}/delivered`, { method: 'POST' }),
    onSuccess: () => {
      toast.success('Entrega registrada');
      void qc.invalidateQueries({ queryKey: KEY });
    },
    onError: (e) => toast.error(failureMessage('Erro ao registrar a entrega', e)),
  });
  if (page.isPending) return <LoadingState text="Carregando entregas..." />;
  if (page.isError)
    return (
      <div className="mx-auto max-w-md">
        <Card className="p-6 text-center" role="alert">
          <p className="font-semibold">{page.error.message}</p>
        </Card>
      </div>
    );
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <CourierDeliveries
        page={page.data}
        subtitle={page.data.storeName}
        busy={deliver.isPending}
        onDelivered={(id) => deliver.mutate(id)}
      />
    </div>
  );
}
