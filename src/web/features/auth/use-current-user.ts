import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Permission } from '@shared/staff-roles';
import { fetchMe, signOut } from './auth-api';

export const ME_KEY = ['me'] as const;

/** The signed-in person; `can` says what their staff role allows (src/shared/staff-roles.ts). */
export function useCurrentUser() {
  const query = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000 });
  const user = query.data ?? null;
  const can = useCallback((p: Permission) => user?.permissions.includes(p) ?? false, [user]);
  return { user, isLoading: query.isPending, isAdmin: user?.isAdmin ?? false, can };
}

/** Logout clears the user, the admin flag and the session. */
export function useLogout() {
  const qc = useQueryClient();
  return useCallback(async () => {
    await signOut();
    qc.setQueryData(ME_KEY, null);
    qc.removeQueries({
      predicate: (q) => q.queryKey[0] !== 'me' && q.queryKey[0] !== 'store' && q.queryKey[0] !== 'menu',
    });
  }, [qc]);
}
