import { Check } from 'lucide-react';
import type { KitchenItem } from '@shared/contract/kitchen';
import { cn } from '@web/lib/cn';

/** One item of a card: a tap (or Enter/Space) marks it ready, struck through with a check, or back. */
export function KitchenItemButton({ item, onToggle }: { item: KitchenItem; onToggle: () => void }) {
  const ready = item.readyAt !== null;
  return (
    <button
      type="button"
      aria-pressed={ready}
      onClick={onToggle}
      data-testid="kitchen-item"
      className={cn(
        'flex min-h-14 w-full items-start gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
        ready ? 'bg-green-50 hover:bg-green-100' : 'hover:bg-canvas active:bg-primary-soft',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border-2',
          ready ? 'border-success bg-success text-white' : 'border-muted/50 bg-surface',
        )}
      >
        {ready && <Check className="size-5" strokeWidth={3} />}
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={cn(
            'block text-xl leading-snug font-semibold [overflow-wrap:anywhere]',
            ready && 'text-muted line-through decoration-2',
          )}
        >
          <span className="tabular-nums">{item.quantity}x</span> {item.name}
        </span>
        {item.parts.map((p, i) => (
          <span key={i} className="block text-base leading-snug [overflow-wrap:anywhere] text-muted">
            1/{item.parts.length} {p}
          </span>
        ))}
        {item.options.map((o, i) => (
          <span key={i} className="block text-base leading-snug [overflow-wrap:anywhere] text-muted">
            {o}
          </span>
        ))}
        {ready && <span className="sr-only"> (pronto)</span>}
      </span>
    </button>
  );
}
