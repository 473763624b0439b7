import type { ReactNode } from 'react';
import type { AdminProduct } from '@shared/schemas/product';
import { Card } from '@web/components/ui/card';
import { SortableList } from '../ui/sortable-list';
import type { ProductGroup } from './menu-groups';

const countLabel = (n: number) => (n === 1 ? '1 produto' : `${n} produtos`);

/** The Produtos page without search text: a section per category, each list ordered by dragging (docs/product.md#menu-order). */
export function ProductGroups({
  groups,
  onMove,
  renderItem,
}: {
  groups: ProductGroup[];
  onMove: (group: ProductGroup, ids: string[]) => void;
  renderItem: (p: AdminProduct, handle: ReactNode) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      {groups.map((g) => (
        <section key={g.id ?? 'none'} aria-labelledby={`group-${g.id ?? 'none'}`}>
          <h2 id={`group-${g.id ?? 'none'}`} className="mb-2 flex items-baseline gap-2 px-1 text-lg font-bold">
            {g.name}
            <span className="text-sm font-medium text-muted">{countLabel(g.items.length)}</span>
          </h2>
          <Card className="overflow-hidden">
            <SortableList
              aria-label={`Produtos de ${g.name}, na ordem do cardápio`}
              className="divide-y divide-line"
              items={g.items}
              itemLabel={(p) => p.name}
              onMove={(ids) => onMove(g, ids)}
              renderItem={renderItem}
            />
          </Card>
        </section>
      ))}
    </div>
  );
}
