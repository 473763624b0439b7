import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderPage } from '@shared/contract/admin-orders';
import type { OrderStatus } from '@shared/order-status';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

// What /api/admin/orders answers: the API contract's types (src/shared/contract/admin-orders.ts).
export type { AdminOrderDetail, AdminOrderRow } from '@shared/contract/admin-orders';

export const ORDERS_KEY = ['admin', 'orders'] as const;

/** The list a page at a time, newest first (`data.pages`, each with its orders). */
/** `unpaid`: 'Não pagos', the orders whose money has not come in (cancelled ones left out). */
export function useAdminOrders(q: string, status: string, unpaid = false) {
  return useInfiniteQuery({
    queryKey: [...ORDERS_KEY, 'list', q, status, unpaid],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (status) params.set('status', status);
      if (unpaid) params.set('payment', 'unpaid');
      if (pageParam) params.set('before', pageParam);
      return api<AdminOrderPage>(`/api/admin/orders?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (prev) => prev,
    // The live stream refreshes on every order event; this is the fallback when it is down.
    // A refetch reloads every page shown, each from the end of the one before.
    refetchInterval: 30_000,
  });
}

/** One order's detail; `follow` asks it again every 10 s while open (its WhatsApp receipts arrive on their own). */
export function useAdminOrder(id: string | null, follow = false) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => api<AdminOrderDetail>(`/api/admin/orders/${id}`),
    enabled: !!id,
    refetchInterval: follow ? 10_000 : false,
  });
}

/** Status change and print: both answer the fresh order, which goes straight into the cache. */
export function useOrderActions() {
  const qc = useQueryClient();
  const done = (order: AdminOrderDetail) => {
    qc.setQueryData([...ORDERS_KEY, 'detail', order.id], order);
    void qc.invalidateQueries({ queryKey: ['admin'] });
  };
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      api<AdminOrderDetail>(`/api/admin/orders/${id}/status`, { method: 'PUT', json: { status } }),
    onSuccess: (order) => {
      done(order);
      toast.success('Status do pedido atualizado com sucesso');
    },
    onError: (e) => toast.error(failureMessage('Erro ao atualizar status', e)),
  });
  const markPrinted = useMutation({
    mutationFn: (id: string) => api<AdminOrderDetail>(`/api/admin/orders/${id}/print`, { method: 'POST' }),
    onSuccess: done,
    onError: (e) => toast.error(failureMessage('Erro ao atualizar status', e)),
  });
  const confirmPayment = useMutation({
    mutationFn: (id: string) => api<AdminOrderDetail>(`/api/admin/orders/${id}/payment/confirm`, { method: 'POST' }),
    onSuccess: (order) => {
      done(order);
      toast.success('Pagamento confirmado');
    },
    onError: (e) => toast.error(failureMessage('Erro ao confirmar pagamento', e)),
  });
  const refundPath = (id: string) => `/api/admin/orders/${id}/payment/refund`;
  // A cancelled card-online order's money back through Stripe (docs/product.md#payment-status).
  const refund = useMutation({
    mutationFn: (id: string) => api<AdminOrderDetail>(refundPath(id), { method: 'POST' }),
    onSuccess: (order) => {
      done(order);
      toast.success('Pagamento estornado');
    },
    onError: (e) => toast.error(failureMessage('Erro ao estornar pagamento', e)),
  });
  // 'Cancelar e estornar': the refund needs the order cancelled first; if only the cancel
  // goes through, the order shows cancelled with 'Estornar pagamento' to try again.
  const cancelAndRefund = useMutation({
    mutationFn: async (id: string) => {
      done(
        await api<AdminOrderDetail>(`/api/admin/orders/${id}/status`, { method: 'PUT', json: { status: 'cancelled' } }),
      );
      return api<AdminOrderDetail>(refundPath(id), { method: 'POST' }).catch((e: Error) => {
        throw new Error(`Pedido cancelado, mas o pagamento não foi estornado: ${e.message}`);
      });
    },
    onSuccess: (order) => {
      done(order);
      toast.success('Pedido cancelado e pagamento estornado');
    },
    onError: (e) => toast.error(failureMessage('Erro ao cancelar o pedido', e)),
  });
  return { setStatus, markPrinted, confirmPayment, refund, cancelAndRefund };
}
