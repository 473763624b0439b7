import { Star } from 'lucide-react';
import { useRef } from 'react';
import { RATING_LABELS } from '@shared/reviews';
import { cn } from '@web/lib/cn';

/** Five stars to pick from, as a radio group: arrows (and Home, End) move and pick, the label says what the choice means. */
export function StarRating({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const pick = (rating: number) => {
    onChange(rating);
    stars.current[rating - 1]?.focus();
  };
  const KEYS: Record<string, (rating: number) => number> = {
    ArrowRight: (r) => Math.min(5, r + 1),
    ArrowUp: (r) => Math.min(5, r + 1),
    ArrowLeft: (r) => Math.max(1, r - 1),
    ArrowDown: (r) => Math.max(1, r - 1),
    Home: () => 1,
    End: () => 5,
  };
  return (
    <div className="flex flex-col items-center gap-1">
      <div role="radiogroup" aria-label="Sua nota" className="flex gap-1">
        {RATING_LABELS.map((label, i) => {
          const rating = i + 1;
          return (
            <button
              key={label}
              ref={(el) => {
                stars.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={value === rating}
              aria-label={`${rating} ${rating === 1 ? 'estrela' : 'estrelas'}: ${label}`}
              tabIndex={value === rating || (value === 0 && rating === 1) ? 0 : -1}
              onClick={() => onChange(rating)}
              onKeyDown={(e) => {
                const next = KEYS[e.key];
                if (!next) return;
                // The page or the sheet must not scroll under the stars.
                e.preventDefault();
                pick(next(value || rating));
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
