import { useState } from 'react';
import { REVIEW_TAG_LABELS, REVIEW_TAGS, REVIEW_TEXT_MAX, type ReviewTag } from '@shared/reviews';
import type { ReviewInput } from '@shared/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { FieldMessage } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { StarRating } from './star-rating';

/**
 * Rating an order: the stars, what went wrong (asked below five stars) and a comment. The server
 * checks it all again; `error` is its pt-BR message.
 */
export function ReviewForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (input: ReviewInput) => void;
  pending: boolean;
  error: string | null;
}) {
  const [rating, setRating] = useState(0);
  const [tags, setTags] = useState<ReviewTag[]>([]);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const toggle = (tag: ReviewTag) => setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]));
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!rating) return setMissing(true);
        onSubmit({ rating, comment, tags: rating < 5 ? tags : [] });
      }}
    >
      <StarRating
        value={rating}
        onChange={(r) => {
          setRating(r);
          setMissing(false);
        }}
      />
      {missing && <FieldMessage id="review-rating" error="Escolha de 1 a 5 estrelas" className="text-center" />}
      {rating > 0 && rating < 5 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">O que poderia ter sido melhor?</legend>
          <div className="flex flex-wrap gap-2">
            {REVIEW_TAGS.map((tag) => (
              <button
                key={tag}
                type="button"
                aria-pressed={tags.includes(tag)}
                onClick={() => toggle(tag)}
                className={cn(
                  'min-h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                  tags.includes(tag) ? 'border-primary bg-primary-soft text-primary' : 'border-line bg-surface',
                )}
              >
                {REVIEW_TAG_LABELS[tag]}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <label className="flex flex-col gap-1.5 text-sm font-semibold">
        Comentário (opcional)
        <textarea
          value={comment}
          maxLength={REVIEW_TEXT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          placeholder="Conte o que achou do pedido"
          className="w-full rounded-xl border border-line bg-surface px-3 py-2 text-base font-normal focus:border-primary focus:outline-none"
        />
        <span className="self-end text-xs font-normal text-muted">
          {comment.length}/{REVIEW_TEXT_MAX}
        </span>
      </label>
      {error && <FieldMessage id="review-form" error={error} />}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? 'Enviando...' : 'Enviar avaliação'}
      </Button>
    </form>
  );
}
