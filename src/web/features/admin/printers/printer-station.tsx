import type { AdminCategory } from '@shared/contract/admin-menu';
import { useAdminCategories } from '../categories/categories-api';
import type { PrinterFormFields } from './use-printer-form';

/**
 * 'O que imprime': the whole order, or only some categories' items (a station: 'Bar' gets the
 * drinks). No category ticked is the whole order.
 */
export function PrinterStation({ draft, errors, set }: PrinterFormFields) {
  const categories = useAdminCategories();
  const toggle = (id: string, on: boolean) =>
    set({ categoryIds: on ? [...draft.categoryIds, id] : draft.categoryIds.filter((c) => c !== id) });
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby="printer-station-hint">
      <legend className="mb-1 font-semibold">O que imprime</legend>
      <p id="printer-station-hint" className="text-xs text-muted">
        Nenhuma categoria marcada: o pedido inteiro. Marque categorias para uma praça (ex.: só bebidas no Bar).
      </p>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {(categories.data ?? []).map((c: AdminCategory) => (
          <label key={c.id} className="flex min-h-10 items-center gap-2 rounded-lg px-2 hover:bg-canvas">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={draft.categoryIds.includes(c.id)}
              onChange={(e) => toggle(c.id, e.target.checked)}
            />
            {c.name}
          </label>
        ))}
      </div>
      {errors.categoryIds && (
        <p role="alert" className="text-sm text-danger">
          {errors.categoryIds}
        </p>
      )}
    </fieldset>
  );
}
