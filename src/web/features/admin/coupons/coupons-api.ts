import { useQuery } from '@tanstack/react-query';
import type { AdminCoupon, AdminCouponList, CouponDeleteResponse } from '@shared/contract/coupons';
import type { CouponInput } from '@shared/schemas/coupons';
import { api } from '@web/lib/api';

// The admin's 'Cupons' (docs/product.md#coupons).

export const COUPONS_KEY = ['admin', 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({
    queryKey: COUPONS_KEY,
    queryFn: async () => (await api<AdminCouponList>('/api/admin/coupons')).coupons,
  });
}

export const saveCoupon = (data: CouponInput, id?: string) =>
  id
    ? api<AdminCoupon>(`/api/admin/coupons/${id}`, { method: 'PUT', json: data })
    : api<AdminCoupon>('/api/admin/coupons', { method: 'POST', json: data });

export const setCouponActive = (id: string, active: boolean) =>
  api<AdminCoupon>(`/api/admin/coupons/${id}/active`, { method: 'PUT', json: { active } });

export const deleteCoupon = (id: string) => api<CouponDeleteResponse>(`/api/admin/coupons/${id}`, { method: 'DELETE' });
