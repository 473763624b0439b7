import { cn } from '@web/lib/cn';
import { soldOutUntilLabel } from './sold-out-label';

/**
 * The 'Esgotado hoje' switch of a product or a variation (docs/product.md#sold-out-today): on,
 * it says until when. Saved at once by `onChange`, apart from the product form.
 */
export function SoldOutToggle({
  name,
  soldOutUntil,
  busy,
  onChange,
  showUntil = true,
  className,
}: {
  /** What is sold out, for the switch's name ('Esgotado hoje: Esfiha de Carne'). */
  name: string;
  soldOutUntil: string | null;
  busy?: boolean;
  onChange: (soldOut: boolean) => void;
  /** Off where the row shows the 'Esgotado até' badge itself. */
  showUntil?: boolean;
  className?: string;
}) {
  const on = soldOutUntil !== null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-0.5', className)}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={`Esgotado hoje: ${name}`}
        disabled={busy}
        onClick={() => onChange(!on)}
        className="group inline-flex min-h-9 items-center gap-2 rounded-lg pr-1 text-sm font-medium whitespace-nowrap text-ink focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60"
      >
        <span
          aria-hidden
          className={cn(
            'relative inline-flex h-6 w-10 shrink-0 rounded-full transition-colors',
            on ? 'bg-danger' : 'bg-stone-300',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
              on && 'translate-x-4',
            )}
          />
        </span>
        Esgotado hoje
      </button>
      {on && showUntil && (
        <span className="text-xs font-semibold text-danger">{soldOutUntilLabel(soldOutUntil, new Date())}</span>
      )}
    </span>
  );
}
