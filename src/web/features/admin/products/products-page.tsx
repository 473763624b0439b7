import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Package, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminProduct } from '@shared/schemas/product';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useAdminCategories } from '../categories/categories-api';
import { menuChanged } from '../menu-changed';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { SearchInput } from '../ui/search-input';
import { SortableList } from '../ui/sortable-list';
import { ProductFormDialog } from './product-form-dialog';
import { ProductRow } from './product-row';
import { deleteProduct, useAdminProducts, useProductOrder, useSoldOut } from './products-api';

const countLabel = (n: number) => (n === 1 ? '1 produto' : `${n} produtos`);

/**
 * /admin/products (docs/product.md#admin-area, Produtos): without search text, the products by
 * category in menu order, each list ordered by dragging (docs/product.md#menu-order); with it, the matches.
 */
export function ProductsPage() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminProducts(q);
  const categories = useAdminCategories();
  const reorder = useProductOrder();
  const soldOut = useSoldOut('products');
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AdminProduct | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    onSuccess: () => {
      toast.success('Produto removido');
      setRemoving(null);
      menuChanged(qc);
    },
    onError: (e) => toast.error(e.message || 'Erro ao remover produto'),
  });

  const row = (p: AdminProduct, handle?: ReactNode) => (
    <ProductRow
      p={p}
      handle={handle}
      showCategory={!handle}
      soldOutBusy={soldOut.isPending && soldOut.variables?.id === p.id}
      onSoldOut={(value) => soldOut.mutate({ id: p.id, soldOut: value })}
      onEdit={() => setEditing(p.id)}
      onRemove={() => setRemoving(p)}
    />
  );

  // Menu order: each category's products under its name, categories in their order, then those without one.
  const groups = (() => {
    if (q || !list.data) return [];
    const named = (categories.data ?? []).map((c) => ({
      id: c.id as string | null,
      name: c.name,
      items: list.data.filter((p) => p.categoryId === c.id),
    }));
    const known = new Set(named.map((g) => g.id));
    const loose = list.data.filter((p) => p.categoryId === null || !known.has(p.categoryId));
    return [...named, { id: null, name: 'Sem categoria', items: loose }].filter((g) => g.items.length > 0);
  })();

  return (
    <div className="mx-auto flex max-w-4xl flex-col">
      <PageHeader
        title="Gerenciar Produtos"
        subtitle="Cardápio, preços, fotos e opções. Arraste pela alça para mudar a ordem na loja."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-5" aria-hidden /> Novo produto
          </Button>
        }
      />
      <div className="mb-4 flex">
        <SearchInput label="Buscar produtos" placeholder="Buscar por nome..." value={search} onChange={setSearch} />
      </div>
      {list.isPending || (!q && categories.isPending) ? (
        <LoadingState text="Carregando produtos..." />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          Falha ao buscar produtos
        </p>
      ) : list.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
          <Package className="size-10" aria-hidden />
          <p>{q ? 'Nenhum produto encontrado.' : 'Nenhum produto cadastrado no sistema.'}</p>
        </Card>
      ) : q ? (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line" aria-label="Produtos encontrados">
            {list.data.map((p) => (
              <li key={p.id}>{row(p)}</li>
            ))}
          </ul>
        </Card>
      ) : (
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
                  onMove={(ids) => reorder.mutate({ categoryId: g.id, ids })}
                  renderItem={row}
                />
              </Card>
            </section>
          ))}
        </div>
      )}
      {editing !== undefined && (
        <ProductFormDialog key={editing ?? 'new'} productId={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Excluir produto?"
        description={removing ? `"${removing.name}" sai do cardápio. Esta ação não pode ser desfeita.` : ''}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
