import { useQuery } from '@tanstack/react-query';
import type { Receipt } from '@shared/contract/fiscal';
import { api, ApiError } from '@web/lib/api';

/** Whether the link names no note: 404, or 400 for a token too long to be one. */
export const isMissing = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A link that names no note is not asked again; a failure of the network is. */
const retryUnlessMissing = (count: number, error: Error) => !isMissing(error) && count < 2;

/** GET /api/nfce/:id?t=: the DANFE's content, by the link the customer received (no session needed). */
export function useReceipt(id: string, token: string) {
  return useQuery({
    queryKey: ['nfce', id, token],
    queryFn: () => api<Receipt>(`/api/nfce/${encodeURIComponent(id)}?t=${encodeURIComponent(token)}`),
    enabled: !!id && !!token,
    retry: retryUnlessMissing,
  });
}
