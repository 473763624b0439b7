import { formatBRL } from '@shared/money';
import type { AdminProduct } from '@shared/schemas/product';

/**
 * 'Sabores' of a product sold in parts (docs/product.md#half-and-half): the other products of its
 * category, ticked for the customer to pick the other parts from.
 */
export function FlavourChoices({
  categoryId,
  pending,
  candidates,
  flavourIds,
  error,
  onChange,
}: {
  categoryId: string;
  /** The products are still on their way. */
  pending: boolean;
  candidates: AdminProduct[];
  flavourIds: string[];
  error?: string;
  onChange: (flavourIds: string[]) => void;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...flavourIds, id] : flavourIds.filter((f) => f !== id));
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line bg-canvas/60 p-3">
      <legend className="sr-only">Sabores</legend>
      <p id="flavours-hint" className="text-sm text-muted">
        O cliente escolhe os outros sabores entre estes. O preço segue o 'Preço do meio a meio' em Configurações.
      </p>
      {!categoryId ? (
        <p className="text-sm">Escolha a categoria para ver os sabores.</p>
      ) : pending ? (
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
  );
}
