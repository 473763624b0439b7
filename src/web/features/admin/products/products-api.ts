import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductDetail, SoldOutResponse } from '@shared/contract/admin-menu';
import type { OkResponse } from '@shared/contract/common';
import type { ProductInput } from '@shared/schemas/product';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { menuChanged } from '../menu-changed';
import { soldOutUntilLabel } from './sold-out-label';

export const PRODUCTS_KEY = ['admin', 'products'] as const;

export function useAdminProducts(q: string) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, q],
    queryFn: () => api<AdminProduct[]>(`/api/admin/products${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: (prev) => prev,
  });
}

export function useAdminProduct(id: string | null) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'detail', id],
    queryFn: () => api<AdminProductDetail>(`/api/admin/products/${id}`),
    enabled: !!id,
  });
}

export const saveProduct = (data: ProductInput, id?: string) =>
  api<AdminProductDetail>(id ? `/api/admin/products/${id}` : '/api/admin/products', {
    method: id ? 'PUT' : 'POST',
    json: data,
  });

export const deleteProduct = (id: string) => api<OkResponse>(`/api/admin/products/${id}`, { method: 'DELETE' });

/** 'Excluir produto?': `onDone` closes the question once the product is gone. */
export function useRemoveProduct(onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: () => {
      toast.success('Produto removido');
      onDone();
      menuChanged(qc);
    },
    onError: (e) => toast.error(failureMessage('Erro ao remover produto', e)),
  });
}

const ORDER_KEY = ['admin', 'product-order'];

/**
 * Saves one category's product order as soon as the admin drops a row (docs/product.md#menu-order):
 * the unfiltered list shows it at once and goes back, with a toast, when the server refuses.
 */
export function useProductOrder() {
  const qc = useQueryClient();
  const listKey = [...PRODUCTS_KEY, ''];
  return useMutation({
    mutationKey: ORDER_KEY,
    // One save at a time, in the order made: the last one sent is the order kept.
    scope: { id: 'product-order' },
    mutationFn: (v: { categoryId: string | null; ids: string[] }) =>
      api<OkResponse>('/api/admin/products/order', { method: 'PUT', json: v }),
    onMutate: async ({ categoryId, ids }) => {
      await qc.cancelQueries({ queryKey: listKey, exact: true });
      const previous = qc.getQueryData<AdminProduct[]>(listKey);
      if (previous) {
        const byId = new Map(previous.map((p) => [p.id, p]));
        const queue = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
        // The category's rows keep their slots in the list, filled in the new order.
        qc.setQueryData(
          listKey,
          previous.map((p) => (p.categoryId === categoryId ? (queue.shift() ?? p) : p)),
        );
      }
      return { previous };
    },
    onError: (e, _v, context) => {
      if (context?.previous) qc.setQueryData(listKey, context.previous);
      toast.error(failureMessage('Não foi possível salvar a nova ordem.', e));
    },
    onSettled: () => {
      if (qc.isMutating({ mutationKey: ORDER_KEY }) <= 1) menuChanged(qc);
    },
  });
}

/** 'Esgotado hoje' on a product or a variation, saved at once (docs/product.md#sold-out-today). */
export function useSoldOut(kind: 'products' | 'variations') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; soldOut: boolean }) =>
      api<SoldOutResponse>(`/api/admin/${kind}/${v.id}/sold-out`, { method: 'PUT', json: { soldOut: v.soldOut } }),
    onSuccess: (r) => {
      toast.success(r.soldOutUntil ? soldOutUntilLabel(r.soldOutUntil, new Date()) : 'Disponível novamente');
      menuChanged(qc);
    },
    onError: (e) => toast.error(failureMessage('Não foi possível salvar. Tente de novo.', e)),
  });
}
