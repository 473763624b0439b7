import { Minus, Plus } from 'lucide-react';
import { MAX_QUANTITY, MIN_QUANTITY } from '@shared/pricing';

/** − n +, never below 1 (minus disabled at 1) nor above the server's limit. */
export function QuantityStepper({
  value,
  onChange,
  label,
  size = 'md',
}: {
  value: number;
  onChange: (n: number) => void;
  label: string;
  size?: 'sm' | 'md';
}) {
  const btn = size === 'sm' ? 'size-9' : 'size-11';
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-xl border border-line bg-surface">
      <button
        type="button"
        aria-label="Diminuir quantidade"
        disabled={value <= MIN_QUANTITY}
        onClick={() => onChange(value - 1)}
        className={`${btn} flex items-center justify-center rounded-l-xl text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantidade"
        className="min-w-8 text-center font-semibold tabular-nums"
        data-testid="quantity"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="Aumentar quantidade"
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(value + 1)}
        className={`${btn} flex items-center justify-center rounded-r-xl text-primary hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-muted/50`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
