import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminProduct } from '@shared/schemas/product';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useAdminCategories } from '../categories/categories-api';
import { menuGroups } from './menu-groups';
import { ProductGroups } from './product-groups';
import { ProductRow } from './product-row';
import { useAdminProducts, useProductOrder, useSoldOut } from './products-api';

/**
 * The Produtos page's list: with search text `q`, the matches; without it, the products by
 * category in menu order. Each row has its 'Esgotado hoje' switch, saved at once.
 */
export function ProductListing({
  q,
  onEdit,
  onRemove,
}: {
  q: string;
  onEdit: (p: AdminProduct) => void;
  onRemove: (p: AdminProduct) => void;
}) {
  const list = useAdminProducts(q);
  const categories = useAdminCategories();
  const reorder = useProductOrder();
  const soldOut = useSoldOut('products');

  const row = (p: AdminProduct, handle?: ReactNode) => (
    <ProductRow
      p={p}
      handle={handle}
      showCategory={!handle}
      soldOutBusy={soldOut.isPending && soldOut.variables?.id === p.id}
      onSoldOut={(value) => soldOut.mutate({ id: p.id, soldOut: value })}
      onEdit={() => onEdit(p)}
      onRemove={() => onRemove(p)}
    />
  );

  if (list.isPending || (!q && categories.isPending)) return <LoadingState text="Carregando produtos..." />;
  if (list.isError)
    return (
      <p role="alert" className="text-danger">
        Falha ao buscar produtos
      </p>
    );
  if (list.data.length === 0)
    return (
      <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
        <Package className="size-10" aria-hidden />
        <p>{q ? 'Nenhum produto encontrado.' : 'Nenhum produto cadastrado no sistema.'}</p>
      </Card>
    );
  if (q)
    return (
      <Card className="overflow-hidden">
        <ul className="divide-y divide-line" aria-label="Produtos encontrados">
          {list.data.map((p) => (
            <li key={p.id}>{row(p)}</li>
          ))}
        </ul>
      </Card>
    );
  return (
    <ProductGroups
      groups={menuGroups(list.data, categories.data ?? [])}
      onMove={(g, ids) => reorder.mutate({ categoryId: g.id, ids })}
      renderItem={row}
    />
  );
}
