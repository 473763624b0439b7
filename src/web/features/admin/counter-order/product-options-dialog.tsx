import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductDetail } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import type { PartsPricing } from '@shared/pricing';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { QuantityStepper } from '@web/features/cart/quantity-stepper';
import { OptionGroup } from '@web/features/product/option-group';
import { PartsPicker, type PartChoice } from '@web/features/product/parts-picker';
import { useProduct } from '@web/features/product/product-api';
import {
  productLine,
  selectedOptions,
  setTaken,
  type Choices as ChoiceMap,
} from '@web/features/product/product-selection';
import { useStorefrontStore } from '@web/features/storefront/use-storefront-store';
import { AdminDialog } from '../ui/admin-dialog';
import type { DraftLine } from './draft';

/**
 * A product's choices, by the storefront's own pieces and rules (option limits, half-and-half):
 * Tab and the arrows move through them, Space ticks, Enter adds (docs/product.md#phone-and-counter-orders).
 */
export function ProductOptionsDialog({
  productId,
  onAdd,
  onClose,
}: {
  productId: string;
  onAdd: (line: Omit<DraftLine, 'key'>) => void;
  onClose: () => void;
}) {
  const product = useProduct(productId);
  const store = useStorefrontStore();
  const [choices, setChoices] = useState<ChoiceMap>({});
  const [flavours, setFlavours] = useState<PartChoice>([]);
  const [quantity, setQuantity] = useState(1);
  const p = product.isPlaceholderData ? undefined : product.data;
  const options = useMemo(() => (p ? selectedOptions(p.options, choices) : []), [p, choices]);
  const line = p && productLine(p, { flavours, choices, options, quantity }, store.partsPricing);
  const body = useRef<HTMLDivElement>(null);
  // The first choice takes the focus once the product's groups are shown (not the dialog's close button).
  useEffect(() => {
    if (p) body.current?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus();
  }, [p]);
  const add = () => {
    if (!p || !line?.complete) return;
    onAdd({
      productId: p.id,
      name: p.name,
      variationIds: options.flatMap((o) => Array.from({ length: o.quantity }, () => o.variationId)),
      flavourIds: flavours,
      quantity,
      options,
      parts: line.parts,
    });
  };
  // Enter on a choice adds the product (a button keeps its own Enter).
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || (e.target as HTMLElement).tagName === 'BUTTON') return;
    e.preventDefault();
    add();
  };
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={p?.name ?? 'Carregando produto...'}
      subtitle={
        line?.blocker && (
          <p className="text-sm text-primary" data-testid="options-blocker">
            {line.blocker}
          </p>
        )
      }
      footer={
        <div className="flex w-full items-center gap-3">
          <QuantityStepper value={quantity} onChange={setQuantity} label="Quantidade" size="sm" />
          <Button className="flex-1 justify-between" disabled={!line?.complete} onClick={add}>
            <span>Adicionar</span>
            <span>{formatBRL(line?.totalCents ?? 0)}</span>
          </Button>
        </div>
      }
    >
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Enter, a shortcut over the choices, which keep their own roles */}
      <div ref={body} role="group" aria-label="Escolhas" onKeyDown={onKey} className="-mx-5 -my-4">
        {p ? (
          <ProductChoices
            product={p}
            pricing={store.partsPricing}
            choices={choices}
            setChoices={setChoices}
            flavours={flavours}
            setFlavours={setFlavours}
          />
        ) : (
          <div className="flex justify-center p-8">
            <Spinner className="size-6" />
          </div>
        )}
      </div>
    </AdminDialog>
  );
}

/** The half-and-half picker and the option groups, as on the product page. */
function ProductChoices({
  product: p,
  pricing,
  choices,
  setChoices,
  flavours,
  setFlavours,
}: {
  product: ProductDetail;
  pricing: PartsPricing;
  choices: ChoiceMap;
  setChoices: (update: (c: ChoiceMap) => ChoiceMap) => void;
  flavours: PartChoice;
  setFlavours: (f: PartChoice) => void;
}) {
  return (
    <>
      {p.parts && (
        <PartsPicker product={{ ...p, parts: p.parts }} pricing={pricing} value={flavours} onChange={setFlavours} />
      )}
      {p.options.map((g) => (
        <OptionGroup
          key={g.id}
          group={g}
          choices={choices}
          onTake={(variationId, times) => setChoices((c) => setTaken(c, g, variationId, times))}
        />
      ))}
    </>
  );
}
