import { MessageCircleReply } from 'lucide-react';
import type { ReviewView } from '@shared/contract/reviews';
import { formatDateTime } from '@shared/format-date';
import { REVIEW_TAG_LABELS } from '@shared/reviews';
import { Stars } from './star-rating';

/** A review as its customer gave it, and the store's answer when there is one. */
export function GivenReview({ review }: { review: ReviewView }) {
  return (
    <div className="flex flex-col gap-2" data-testid="given-review">
      <div className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="text-xs text-muted">{formatDateTime(review.createdAt)}</span>
      </div>
      {review.tags.length > 0 && (
        <p className="text-sm text-muted">{review.tags.map((t) => REVIEW_TAG_LABELS[t]).join(' · ')}</p>
      )}
      {review.comment && <p className="text-sm whitespace-pre-line">“{review.comment}”</p>}
      {review.reply && (
        <div className="flex gap-2 rounded-xl bg-canvas p-3 text-sm" data-testid="review-reply">
          <MessageCircleReply className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div>
            <p className="font-semibold">Resposta da loja</p>
            <p className="whitespace-pre-line">{review.reply}</p>
          </div>
        </div>
      )}
    </div>
  );
}
