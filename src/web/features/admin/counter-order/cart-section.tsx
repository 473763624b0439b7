import { ShoppingBag, Trash2 } from 'lucide-react';
import type { StaffQuote } from '@shared/contract/counter-orders';
import type { MenuProduct } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import { choiceName } from '@shared/option-choices';
import { QuantityStepper } from '@web/features/cart/quantity-stepper';
import { SectionCard } from '@web/features/checkout/section-card';
import { ProductSearch } from './product-search';
import type { CounterOrder } from './use-counter-order';

/** 'Itens': the product search, then each line with its choices, quantity and price (the server's). */
export function CartSection({
  order,
  quote,
  onPick,
}: {
  order: CounterOrder;
  quote: StaffQuote | undefined;
  onPick: (p: MenuProduct) => void;
}) {
  const { draft, setDraft } = order;
  const setQuantity = (key: string, quantity: number) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.key === key ? { ...l, quantity } : l)) }));
  const remove = (key: string) => {
    setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.key !== key) }));
    document.getElementById('counter-product-search')?.focus();
  };
  return (
    <SectionCard icon={ShoppingBag} title="3. Itens" id="counter-items">
      <ProductSearch onPick={onPick} />
      {draft.lines.length > 0 && (
        <ul className="mt-4 divide-y divide-line" aria-label="Itens do pedido" data-testid="counter-lines">
          {draft.lines.map((l, i) => {
            const priced = quote?.lines.length === draft.lines.length ? quote.lines[i] : undefined;
            return (
              <li key={l.key} className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{l.name}</p>
                  {l.parts.length > 1 && (
                    <p className="text-xs text-muted">
                      {l.parts.map((p) => `1/${l.parts.length} ${p.name}`).join(' · ')}
                    </p>
                  )}
                  {l.options.map((o) => (
                    <p key={o.variationId} className="text-xs text-muted">
                      {o.title}: {choiceName(o)}
                    </p>
                  ))}
                </div>
                <span className="w-20 shrink-0 text-right font-semibold tabular-nums">
                  {priced ? formatBRL(priced.totalPriceCents) : '—'}
                </span>
                <div className="flex w-full items-center justify-end gap-2">
                  <QuantityStepper
                    value={l.quantity}
                    onChange={(n) => setQuantity(l.key, n)}
                    label={`Quantidade de ${l.name}`}
                    size="sm"
                  />
                  <button
                    type="button"
                    aria-label={`Remover ${l.name}`}
                    onClick={() => remove(l.key)}
                    className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-danger"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
