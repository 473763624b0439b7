import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminCategory } from '@shared/schemas/category';
import { Button } from '@web/components/ui/button';

const countLabel = (n: number) => (n === 1 ? '1 produto' : `${n} produtos`);

/**
 * One category in the Categorias list: its drag handle, name, description and product count
 * (beside the name on a phone, in a pill from the tablet up), edit and delete.
 */
export function CategoryRow({
  c,
  handle,
  onEdit,
  onRemove,
}: {
  c: AdminCategory;
  handle: ReactNode;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-2 py-2 pr-2 pl-1 sm:gap-3 sm:pr-4" data-testid="category-row">
      {handle}
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{c.name}</p>
        <p className="truncate text-sm text-muted">
          <span className="sm:hidden">{countLabel(c.productCount)}</span>
          {c.description && <span className="before:content-['_·_'] sm:before:content-none">{c.description}</span>}
        </p>
      </div>
      <span className="hidden rounded-full bg-canvas px-2.5 py-1 text-xs font-medium whitespace-nowrap text-muted sm:inline">
        {countLabel(c.productCount)}
      </span>
      <Button variant="ghost" size="icon" aria-label={`Editar ${c.name}`} onClick={onEdit}>
        <Pencil className="size-5" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Excluir ${c.name}`} className="text-danger" onClick={onRemove}>
        <Trash2 className="size-5" />
      </Button>
    </div>
  );
}
