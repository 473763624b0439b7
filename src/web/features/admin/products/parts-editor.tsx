import { formatBRL } from '@shared/money';
import { MAX_PART_COUNT } from '@shared/schemas/product';
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
  const toggle = (id: string, on: boolean) =>
    onChange({ flavourIds: on ? [...flavourIds, id] : flavourIds.filter((f) => f !== id) });

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
        <fieldset className="flex flex-col gap-2 rounded-xl border border-line bg-canvas/60 p-3">
          <legend className="sr-only">Sabores</legend>
          <p id="flavours-hint" className="text-sm text-muted">
            O cliente escolhe os outros sabores entre estes. O preço segue o 'Preço do meio a meio' em Configurações.
          </p>
          {!categoryId ? (
            <p className="text-sm">Escolha a categoria para ver os sabores.</p>
          ) : all.isPending ? (
            <p className="text-sm text-muted">Carregando produtos...</p>
          ) : candidates.length === 0 ? (
            <p className="text-sm">Não há outros produtos nesta categoria.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {candidates.map((p) => (
                <li key={p.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-[var(--color-primary)]"
                      checked={flavourIds.includes(p.id)}
                      onChange={(e) => toggle(p.id, e.target.checked)}
                      aria-describedby="flavours-hint"
                    />
                    <span className="min-w-0 flex-1 font-medium">{p.name}</span>
                    <span className="shrink-0 text-muted tabular-nums">{formatBRL(p.priceCents)}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
