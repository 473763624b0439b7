import { MAX_PART_COUNT } from '@shared/schemas/product';
import { FlavourChoices } from './flavour-choices';
import { useAdminProducts } from './products-api';

const PART_LABELS = ['Vender inteiro', 'Até 2 sabores', 'Até 3', 'Até 4'];

/**
 * 'Meio a meio' of the product form (docs/product.md#half-and-half): how many parts it is sold in
 * and, above 1, which other products of its category the customer picks the other parts from.
 */
export function PartsEditor({
  productId,
  categoryId,
  maxParts,
  flavourIds,
  error,
  onChange,
}: {
  productId?: string;
  categoryId: string;
  maxParts: number;
  flavourIds: string[];
  error?: string;
  onChange: (patch: { maxParts?: number; flavourIds?: string[] }) => void;
}) {
  // The unfiltered list the Produtos page already holds: no extra request.
  const all = useAdminProducts('');
  const candidates = (all.data ?? []).filter((p) => p.categoryId === categoryId && p.id !== productId);

  return (
    <section className="flex flex-col gap-3" aria-labelledby="parts-title">
      <div>
        <h3 id="parts-title" className="font-semibold">
          Meio a meio
        </h3>
        <p className="text-sm text-muted">Em quantos sabores o cliente pode dividir este produto.</p>
      </div>
      <div role="radiogroup" aria-labelledby="parts-title" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {PART_LABELS.slice(0, MAX_PART_COUNT).map((label, i) => (
          <label
            key={label}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line px-3 text-center text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary"
          >
            <input
              type="radio"
              name="max-parts"
              className="sr-only"
              checked={maxParts === i + 1}
              onChange={() => onChange({ maxParts: i + 1 })}
            />
            {label}
          </label>
        ))}
      </div>
      {maxParts > 1 && (
        <FlavourChoices
          categoryId={categoryId}
          pending={all.isPending}
          candidates={candidates}
          flavourIds={flavourIds}
          error={error}
          onChange={(ids) => onChange({ flavourIds: ids })}
        />
      )}
    </section>
  );
}
