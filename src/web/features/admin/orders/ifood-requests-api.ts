import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IfoodCancellationReasons } from '@shared/contract/ifood-orders';
import type { IfoodDisputeAnswer } from '@shared/schemas/ifood-orders';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { ORDERS_KEY } from './orders-api';

const base = (id: string) => `/api/admin/orders/${id}/ifood`;

/** The reasons iFood accepts for cancelling the order now, asked when the dialog opens. */
export function useIfoodCancellationReasons(id: string, enabled: boolean) {
  return useQuery({
    // Outside the orders' key: refreshing the board does not ask iFood again.
    queryKey: ['ifood-cancellation-reasons', id],
    queryFn: () => api<IfoodCancellationReasons>(`${base(id)}/cancellation-reasons`),
    enabled,
    staleTime: 0,
  });
}

/** 'Pedir cancelamento ao iFood' and the answer to a customer's request made on iFood. */
export function useIfoodRequests(id: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: ORDERS_KEY });
  const cancel = useMutation({
    mutationFn: (code: string) => api(`${base(id)}/cancellation`, { method: 'POST', json: { code } }),
    onSuccess: () => {
      refresh();
      toast.success('Cancelamento pedido ao iFood');
    },
    onError: (e) => toast.error(failureMessage('Erro ao pedir o cancelamento', e)),
  });
  const answer = useMutation({
    mutationFn: (body: IfoodDisputeAnswer) => api(`${base(id)}/dispute`, { method: 'POST', json: body }),
    onSuccess: (_, body) => {
      refresh();
      toast.success(body.accept ? 'Pedido do cliente aceito: o iFood cancela o pedido' : 'Pedido do cliente recusado');
    },
    onError: (e) => toast.error(failureMessage('Erro ao responder ao cliente', e)),
  });
  return { cancel, answer };
}
