import { Tags } from 'lucide-react';
import { useState } from 'react';
import type { AdminCategory } from '@shared/schemas/category';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { SortableList } from '../ui/sortable-list';
import { useAdminCategories, useCategoryOrder, useRemoveCategory, useUpdateCategory } from './categories-api';
import { CategoryAddForm } from './category-add-form';
import { CategoryEditDialog } from './category-edit-dialog';
import { CategoryRow } from './category-row';

/** /admin/categories (docs/product.md#admin-area, Categorias). */
export function CategoriesPage() {
  const list = useAdminCategories();
  const reorder = useCategoryOrder();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const update = useUpdateCategory(() => setEditing(null));
  const remove = useRemoveCategory(() => setRemoving(null));

  return (
    <div className="mx-auto flex max-w-4xl flex-col">
      <PageHeader
        title="Categorias"
        subtitle="Organize o cardápio em seções. Arraste pela alça para mudar a ordem em que aparecem na loja."
      />
      <CategoryAddForm />

      {list.isPending ? (
        <LoadingState text="Carregando categorias..." />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          Falha ao buscar categorias
        </p>
      ) : list.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
          <Tags className="size-10" aria-hidden />
          <p>Nenhuma categoria cadastrada no sistema.</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <SortableList
            aria-label="Categorias na ordem do cardápio"
            className="divide-y divide-line"
            items={list.data}
            itemLabel={(c) => c.name}
            onMove={(ids) => reorder.mutate(ids)}
            renderItem={(c, handle) => (
              <CategoryRow c={c} handle={handle} onEdit={() => setEditing(c)} onRemove={() => setRemoving(c)} />
            )}
          />
        </Card>
      )}

      {editing && (
        <CategoryEditDialog
          category={editing}
          busy={update.isPending}
          onClose={() => setEditing(null)}
          onSave={(d) => update.mutate({ id: editing.id, ...d })}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Excluir categoria?"
        description={removing ? `A categoria "${removing.name}" será removida. Esta ação não pode ser desfeita.` : ''}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
