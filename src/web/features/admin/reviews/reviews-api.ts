import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviews, ReviewView } from '@shared/contract/reviews';
import type { ReviewFilter, ReviewSettings } from '@shared/schemas/reviews';
import { api } from '@web/lib/api';

// The admin's 'Avaliações' (docs/product.md#reviews): figures, reviews, answers and settings.

const REVIEWS_KEY = ['admin', 'reviews'] as const;

export function useAdminReviews(days: number, filter: ReviewFilter) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, days, filter],
    queryFn: () => api<AdminReviews>(`/api/admin/reviews?days=${days}&filter=${filter}`),
    placeholderData: keepPreviousData,
  });
}

export function useAnswerReview(orderId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<ReviewView>(`/api/admin/reviews/${orderId}/reply`, { method: 'POST', json: { text } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

export function useSaveReviewSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      api<ReviewSettings>('/api/admin/reviews/settings', { method: 'PUT', json: settings }),
    onSuccess: () => qc.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
