import { useQuery } from '@tanstack/react-query';
import type { AdminCategory, CategoryUpdateResponse } from '@shared/contract/admin-menu';
import type { OkResponse } from '@shared/contract/common';
import type { CategoryInput } from '@shared/schemas/category';
import { api } from '../../../lib/api';

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
