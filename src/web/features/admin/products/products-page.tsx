import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Leaf, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { formatBRL } from '@shared/money';
import type { AdminProduct } from '@shared/schemas/product';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { menuChanged } from '../menu-changed';
import { AdminImage } from '../ui/admin-image';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { SearchInput } from '../ui/search-input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ProductFormDialog } from './product-form-dialog';
import { deleteProduct, useAdminProducts } from './products-api';

function Badges({ p }: { p: AdminProduct }) {
  return (
    <span className="flex flex-wrap gap-1">
      {!p.active && (
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Indisponível</span>
      )}
      {p.popular && (
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">Popular</span>
      )}
      {p.vegetarian && (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-veg">
          <Leaf className="size-3" aria-hidden /> Vegetariano
        </span>
      )}
    </span>
  );
}

const optionsLabel = (n: number) => (n === 0 ? 'Sem variantes' : n === 1 ? '1 opção' : `${n} opções`);

/** /admin/products (docs/product.md#admin-area, Produtos): a table on wide screens, cards on the phone. */
export function ProductsPage() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useAdminProducts(q);
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

  const actions = (p: AdminProduct) => (
    <div className="flex shrink-0 gap-1">
      <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`} onClick={() => setEditing(p.id)}>
        <Pencil className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-danger"
        aria-label={`Excluir ${p.name}`}
        onClick={() => setRemoving(p)}
      >
        <Trash2 className="size-5" />
      </Button>
    </div>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader
        title="Gerenciar Produtos"
        subtitle="Cardápio, preços, fotos e opções."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="size-5" aria-hidden /> Novo produto
          </Button>
        }
      />
      <div className="mb-4 flex">
        <SearchInput label="Buscar produtos" placeholder="Buscar por nome..." value={search} onChange={setSearch} />
      </div>
      {list.isPending ? (
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
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {list.data.map((p) => (
              <li key={p.id}>
                <Card className="flex items-center gap-3 p-3" data-testid="product-row">
                  <AdminImage src={p.imageUrl} alt="" size={64} />
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-2 leading-snug font-semibold">{p.name}</p>
                    <p className="truncate text-xs text-muted">
                      {p.categoryName ?? 'Sem categoria'} · {optionsLabel(p.optionCount)}
                    </p>
                    <div className="mt-1 flex flex-wrap items-center gap-2">
                      <span className="text-sm font-semibold">{formatBRL(p.priceCents)}</span>
                      <Badges p={p} />
                    </div>
                  </div>
                  {actions(p)}
                </Card>
              </li>
            ))}
          </ul>
          <Card className="hidden overflow-hidden md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th className="px-4 py-3 font-semibold">Produto</th>
                  <th className="px-4 py-3 font-semibold">Categoria</th>
                  <th className="px-4 py-3 font-semibold">Preço</th>
                  <th className="px-4 py-3 font-semibold">Opções</th>
                  <th className="px-4 py-3 font-semibold">
                    <span className="sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {list.data.map((p) => (
                  <tr key={p.id} data-testid="product-row" className="hover:bg-canvas/50">
                    <td className="px-4 py-2.5">
                      <div className="flex items-center gap-3">
                        <AdminImage src={p.imageUrl} alt="" size={48} />
                        <div className="min-w-0">
                          <p className="font-semibold">{p.name}</p>
                          <Badges p={p} />
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-2.5 text-muted">{p.categoryName ?? 'Sem categoria'}</td>
                    <td className="px-4 py-2.5 font-medium whitespace-nowrap">{formatBRL(p.priceCents)}</td>
                    <td className="px-4 py-2.5 text-muted">{optionsLabel(p.optionCount)}</td>
                    <td className="px-4 py-2.5">{actions(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
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
