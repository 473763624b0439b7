import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminProduct } from '@shared/schemas/product';
import { Button } from '@web/components/ui/button';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { SearchInput } from '../ui/search-input';
import { ProductFormDialog } from './product-form-dialog';
import { ProductListing } from './product-listing';
import { useRemoveProduct } from './products-api';

/**
 * /admin/products (docs/product.md#admin-area, Produtos): without search text, the products by
 * category in menu order, each list ordered by dragging (docs/product.md#menu-order); with it, the matches.
 */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  // undefined: no dialog; null: 'Novo produto'; an id: that product's 'Editar produto'.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AdminProduct | null>(null);
  const remove = useRemoveProduct(() => setRemoving(null));

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
      <ProductListing q={q} onEdit={(p) => setEditing(p.id)} onRemove={setRemoving} />
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
