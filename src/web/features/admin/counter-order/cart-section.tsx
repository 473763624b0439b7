import { ShoppingBag } from 'lucide-react';
import type { StaffQuote } from '@shared/contract/counter-orders';
import type { MenuProduct } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import { SectionCard } from '@web/features/checkout/section-card';
import { DraftLineRow } from './draft-line-row';
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
              <DraftLineRow
                key={l.key}
                line={l}
                price={priced ? formatBRL(priced.totalPriceCents) : '—'}
                onQuantity={(n) => setQuantity(l.key, n)}
                onRemove={() => remove(l.key)}
              />
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
