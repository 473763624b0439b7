import { Star } from 'lucide-react';
import { RATING_LABELS } from '@shared/reviews';
import { cn } from '@web/lib/cn';

/** Five stars to pick from, as a radio group: arrows move, the label says what the choice means. */
export function StarRating({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <div className="flex flex-col items-center gap-1">
      <div role="radiogroup" aria-label="Sua nota" className="flex gap-1">
        {RATING_LABELS.map((label, i) => {
          const rating = i + 1;
          return (
            <button
              key={label}
              type="button"
              role="radio"
              aria-checked={value === rating}
              aria-label={`${rating} ${rating === 1 ? 'estrela' : 'estrelas'}: ${label}`}
              tabIndex={value === rating || (value === 0 && rating === 1) ? 0 : -1}
              onClick={() => onChange(rating)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight' || e.key === 'ArrowUp') onChange(Math.min(5, rating + 1));
                if (e.key === 'ArrowLeft' || e.key === 'ArrowDown') onChange(Math.max(1, rating - 1));
              }}
              className="flex size-12 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Star
                aria-hidden
                className={cn(
                  'size-9 transition-colors',
                  rating <= value ? 'fill-amber-400 text-amber-400' : 'text-line',
                )}
              />
            </button>
          );
        })}
      </div>
      <p className="min-h-5 text-sm font-semibold text-muted" aria-live="polite">
        {value ? RATING_LABELS[value - 1] : 'Toque nas estrelas'}
      </p>
    </div>
  );
}

/** A review's stars, read-only: '★★★★☆' with its number for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex gap-0.5', className)} role="img" aria-label={`${rating} de 5 estrelas`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-line')}
        />
      ))}
    </span>
  );
}
