import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchMe, signOut } from './auth-api';

export const ME_KEY = ['me'] as const;

export function useCurrentUser() {
  const query = useQuery({ queryKey: ME_KEY, queryFn: fetchMe, staleTime: 60_000 });
  return { user: query.data ?? null, isLoading: query.isPending, isAdmin: query.data?.isAdmin ?? false };
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
