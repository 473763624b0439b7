import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryUpdateResponse } from '@shared/contract/admin-menu';
import type { OkResponse } from '@shared/contract/common';
import type { CategoryInput } from '@shared/schemas/category';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { menuChanged } from '../menu-changed';

export const CATEGORIES_KEY = ['admin', 'categories'] as const;

export function useAdminCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: () => api<AdminCategory[]>('/api/admin/categories') });
}

/** Creating answers the new category; saving one answers its id. */
export const saveCategory = (data: CategoryInput, id?: string) =>
  id
    ? api<CategoryUpdateResponse>(`/api/admin/categories/${id}`, { method: 'PUT', json: data })
    : api<AdminCategory>('/api/admin/categories', { method: 'POST', json: data });

export const deleteCategory = (id: string) => api<OkResponse>(`/api/admin/categories/${id}`, { method: 'DELETE' });

/** 'Adicionar': `onDone` empties the form once the category is in. */
export function useAddCategory(onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (data: CategoryInput) => saveCategory(data),
    onSuccess: () => {
      toast.success('Categoria adicionada');
      onDone();
      menuChanged(qc);
    },
    onError: (e) => toast.error(failureMessage('Erro ao adicionar categoria', e)),
  });
}

/** 'Editar categoria': `onDone` closes the dialog once saved. */
export function useUpdateCategory(onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; name: string; description: string }) => saveCategory(v, v.id),
    onSuccess: () => {
      toast.success('Categoria atualizada');
      onDone();
      menuChanged(qc);
    },
    onError: (e) => toast.error(failureMessage('Erro ao atualizar categoria', e)),
  });
}

/** 'Excluir categoria?': `onDone` closes the question, whether the category went or not. */
export function useRemoveCategory(onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCategory(id),
    onSuccess: () => {
      toast.success('Categoria removida');
      onDone();
      menuChanged(qc);
    },
    onError: (e) => {
      onDone();
      toast.error(failureMessage('Erro ao remover categoria', e));
    },
  });
}

/**
 * Saves the categories' order as soon as the admin drops a row (docs/product.md#menu-order):
 * the list shows it at once and goes back, with a toast, when the server refuses.
 */
export function useCategoryOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'category-order'],
    // One save at a time, in the order made: the last one sent is the order kept.
    scope: { id: 'category-order' },
    mutationFn: (ids: string[]) => api<OkResponse>('/api/admin/categories/order', { method: 'PUT', json: { ids } }),
    onMutate: async (ids) => {
      await qc.cancelQueries({ queryKey: CATEGORIES_KEY });
      const previous = qc.getQueryData<AdminCategory[]>(CATEGORIES_KEY);
      if (previous) qc.setQueryData(CATEGORIES_KEY, inOrder(previous, ids));
      return { previous };
    },
    onError: (e, _ids, context) => {
      if (context?.previous) qc.setQueryData(CATEGORIES_KEY, context.previous);
      toast.error(failureMessage('Não foi possível salvar a nova ordem.', e));
    },
    onSettled: () => {
      if (qc.isMutating({ mutationKey: ['admin', 'category-order'] }) <= 1) menuChanged(qc);
    },
  });
}

/** `list` in the order of `ids` (ids it does not hold are skipped, items not in `ids` go last). */
function inOrder<T extends { id: string }>(list: T[], ids: string[]): T[] {
  const byId = new Map(list.map((x) => [x.id, x]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return [...ordered, ...list.filter((x) => !ids.includes(x.id))];
}
