import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  ClosedRegister,
  CurrentRegister,
  RegisterHistoryPage,
  RegisterSettingsView,
} from '@shared/contract/register';
import type {
  CashMovementInput,
  CloseRegisterInput,
  OpenRegisterInput,
  RegisterSettings,
} from '@shared/schemas/register';
import { api } from '@web/lib/api';

// The admin's 'Caixa' (docs/product.md#caixa). Every key sits under ['admin'], which each live
// order event refreshes: a new order moves the open register's figures by itself.

export const REGISTER_KEY = ['admin', 'register'] as const;
const CURRENT_KEY = [...REGISTER_KEY, 'current'] as const;
export const SETTINGS_KEY = [...REGISTER_KEY, 'settings'] as const;

export function useCurrentRegister() {
  return useQuery({ queryKey: CURRENT_KEY, queryFn: () => api<CurrentRegister>('/api/admin/register') });
}

export function useRegisterHistory() {
  return useInfiniteQuery({
    queryKey: [...REGISTER_KEY, 'history'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api<RegisterHistoryPage>(
        `/api/admin/register/history${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextBefore,
  });
}

export function useClosedRegister(id: string) {
  return useQuery({
    queryKey: [...REGISTER_KEY, 'closed', id],
    queryFn: () => api<ClosedRegister>(`/api/admin/register/history/${encodeURIComponent(id)}`),
  });
}

export function useRegisterSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api<RegisterSettingsView>('/api/admin/register/settings') });
}

export const openRegister = (body: OpenRegisterInput) =>
  api<CurrentRegister>('/api/admin/register', { method: 'POST', json: body });

export const addMovement = (id: string, body: CashMovementInput) =>
  api<CurrentRegister>(`/api/admin/register/${id}/movements`, { method: 'POST', json: body });

export const closeRegister = (id: string, body: CloseRegisterInput) =>
  api<ClosedRegister>(`/api/admin/register/${id}/close`, { method: 'POST', json: body });

export const saveRegisterSettings = (body: RegisterSettings) =>
  api<RegisterSettingsView>('/api/admin/register/settings', { method: 'PUT', json: body });
