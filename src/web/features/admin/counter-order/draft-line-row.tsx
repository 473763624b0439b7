import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { choiceName } from '@shared/option-choices';
import { QuantityStepper } from '@web/features/cart/quantity-stepper';
import type { DraftLine } from './draft';

/** One line staff added: its name (and flavours, choices), the server's price, − + and 'Remover'. */
export function DraftLineRow({
  line: l,
  price,
  tag,
  onQuantity,
  onRemove,
}: {
  line: DraftLine;
  price: string;
  /** Shown before the name ('Novo' on an edited order). */
  tag?: ReactNode;
  onQuantity: (n: number) => void;
  onRemove: () => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3" data-testid="draft-line">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {tag}
          {l.name}
        </p>
        {l.parts.length > 1 && (
          <p className="text-xs text-muted">{l.parts.map((p) => `1/${l.parts.length} ${p.name}`).join(' · ')}</p>
        )}
        {l.options.map((o) => (
          <p key={o.variationId} className="text-xs text-muted">
            {o.title}: {choiceName(o)}
          </p>
        ))}
      </div>
      <span className="w-20 shrink-0 text-right font-semibold tabular-nums">{price}</span>
      <div className="flex w-full items-center justify-end gap-2">
        <QuantityStepper value={l.quantity} onChange={onQuantity} label={`Quantidade de ${l.name}`} size="sm" />
        <button
          type="button"
          aria-label={`Remover ${l.name}`}
          onClick={onRemove}
          className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-danger"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
