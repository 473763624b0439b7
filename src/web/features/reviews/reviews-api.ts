import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewPage, ReviewView } from '@shared/contract/reviews';
import type { ReviewInput } from '@shared/schemas/reviews';
import { api } from '@web/lib/api';

// 'Avaliações' (docs/product.md#reviews): the page the invitation's link opens, and its rating.

const pageKey = (orderId: string) => ['review-page', orderId] as const;

export function useReviewPage(orderId: string, token: string) {
  return useQuery({
    queryKey: pageKey(orderId),
    queryFn: () => api<ReviewPage>(`/api/reviews/${orderId}?t=${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useRateInvited(orderId: string, token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      api<ReviewView>(`/api/reviews/${orderId}`, { method: 'POST', json: { ...input, token } }),
    onSuccess: (review) =>
      client.setQueryData<ReviewPage>(pageKey(orderId), (page) => page && { ...page, review, open: false }),
  });
}
