import { useQuery } from '@tanstack/react-query';
import type { AdminProduct, AdminProductDetail } from '@shared/contract/admin-menu';
import type { OkResponse } from '@shared/contract/common';
import type { ProductInput } from '@shared/schemas/product';
import { api } from '../../../lib/api';

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
