import { useQuery } from '@tanstack/react-query';
import type { AdminCategory, CategoryInput } from '@shared/schemas/category';
import { api } from '../../../lib/api';

export const CATEGORIES_KEY = ['admin', 'categories'] as const;

export function useAdminCategories() {
  return useQuery({ queryKey: CATEGORIES_KEY, queryFn: () => api<AdminCategory[]>('/api/admin/categories') });
}

export const saveCategory = (data: CategoryInput, id?: string) =>
  api<AdminCategory>(id ? `/api/admin/categories/${id}` : '/api/admin/categories', {
    method: id ? 'PUT' : 'POST',
    json: data,
  });

export const deleteCategory = (id: string) => api(`/api/admin/categories/${id}`, { method: 'DELETE' });
