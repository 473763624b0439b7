import { ShoppingBag, Trash2, Undo2 } from 'lucide-react';
import type { MenuProduct } from '@shared/contract/menu';
import type { OrderEditQuote } from '@shared/contract/order-edits';
import { formatBRL } from '@shared/money';
import { QuantityStepper } from '@web/features/cart/quantity-stepper';
import { SectionCard } from '@web/features/checkout/section-card';
import { cn } from '@web/lib/cn';
import { DraftLineRow } from '../counter-order/draft-line-row';
import { ProductSearch } from '../counter-order/product-search';
import type { KeptLine } from './edit-draft';
import type { OrderEditState } from './use-order-edit';

const removeButton = 'flex size-9 items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-danger';

/**
 * 'Itens': the order's lines (− + for the quantity, the bin takes one out, 'Desfazer' brings it
 * back), then the product search for more; each price is the server's.
 */
export function EditItemsSection({
  edit,
  quote,
  onPick,
}: {
  edit: OrderEditState;
  quote: OrderEditQuote | undefined;
  onPick: (p: MenuProduct) => void;
}) {
  const { kept, draft, setDraft, setKept } = edit;
  const price = (itemId: string | null, index: number) => {
    const lines = quote?.lines ?? [];
    const line = itemId ? lines.find((l) => l.itemId === itemId) : lines.filter((l) => !l.itemId)[index];
    return line ? formatBRL(line.totalPriceCents) : '—';
  };
  const setAdded = (key: string, quantity: number) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? { ...l, quantity } : l)) }));
  return (
    <SectionCard icon={ShoppingBag} title="Itens" id="edit-items">
      <ul className="divide-y divide-line" aria-label="Itens do pedido" data-testid="edit-lines">
        {kept.map((k) => (
          <KeptLineRow key={k.itemId} line={k} price={price(k.itemId, 0)} onQuantity={(n) => setKept(k.itemId, n)} />
        ))}
        {draft.lines.map((l, i) => (
          <DraftLineRow
            key={l.key}
            line={l}
            price={price(null, i)}
            tag={<span className="mr-1.5 rounded-md bg-primary-soft px-1.5 py-0.5 text-xs text-primary">Novo</span>}
            onQuantity={(n) => setAdded(l.key, n)}
            onRemove={() => setDraft((d) => ({ ...d, lines: d.lines.filter((x) => x.key !== l.key) }))}
          />
        ))}
      </ul>
      <div className="mt-3 border-t border-line pt-4">
        <ProductSearch onPick={onPick} />
      </div>
    </SectionCard>
  );
}

/** One of the order's own lines: its quantity, or struck through once taken out, with 'Desfazer'. */
function KeptLineRow({
  line: k,
  price,
  onQuantity,
}: {
  line: KeptLine;
  price: string;
  onQuantity: (n: number) => void;
}) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
      <div className={cn('min-w-0 flex-1', k.quantity === 0 && 'text-muted line-through')}>
        <p className="font-semibold">{k.name}</p>
        {k.details.map((d) => (
          <p key={d} className="text-xs text-muted">
            {d}
          </p>
        ))}
        {k.quantity !== k.was && k.quantity > 0 && (
          <p className="text-xs font-semibold text-primary no-underline">Antes: {k.was}</p>
        )}
      </div>
      <span className="w-20 shrink-0 text-right font-semibold tabular-nums">
        {k.quantity === 0 ? 'Retirado' : price}
      </span>
      <div className="flex w-full items-center justify-end gap-2">
        {k.quantity === 0 ? (
          <button
            type="button"
            onClick={() => onQuantity(k.was)}
            className="flex min-h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
          >
            <Undo2 className="size-4" aria-hidden /> Desfazer
          </button>
        ) : (
          <>
            <QuantityStepper value={k.quantity} onChange={onQuantity} label={`Quantidade de ${k.name}`} size="sm" />
            <button
              type="button"
              aria-label={`Retirar ${k.name}`}
              onClick={() => onQuantity(0)}
              className={removeButton}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </>
        )}
      </div>
    </li>
  );
}
