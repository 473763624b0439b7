import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { categorySchema, type AdminCategory } from '@shared/schemas/category';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { menuChanged } from '../menu-changed';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { SortableList } from '../ui/sortable-list';
import { deleteCategory, saveCategory, useAdminCategories, useCategoryOrder } from './categories-api';
import { CategoryEditDialog } from './category-edit-dialog';

const countLabel = (n: number) => (n === 1 ? '1 produto' : `${n} produtos`);

/** /admin/categories (docs/product.md#admin-area, Categorias). */
export function CategoriesPage() {
  const qc = useQueryClient();
  const list = useAdminCategories();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [editing, setEditing] = useState<AdminCategory | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const refresh = () => menuChanged(qc);
  const reorder = useCategoryOrder();

  const add = useMutation({
    mutationFn: () => saveCategory({ name, description }),
    onSuccess: () => {
      toast.success('Categoria adicionada');
      setName('');
      setDescription('');
      void refresh();
    },
    onError: (e) => toast.error(e.message || 'Erro ao adicionar categoria'),
  });
  const update = useMutation({
    mutationFn: (v: { id: string; name: string; description: string }) => saveCategory(v, v.id),
    onSuccess: () => {
      toast.success('Categoria atualizada');
      setEditing(null);
      void refresh();
    },
    onError: (e) => toast.error(e.message || 'Erro ao atualizar categoria'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCategory(id),
    onSuccess: () => {
      toast.success('Categoria removida');
      setRemoving(null);
      void refresh();
    },
    onError: (e) => {
      setRemoving(null);
      toast.error(e.message || 'Erro ao remover categoria');
    },
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col">
      <PageHeader
        title="Categorias"
        subtitle="Organize o cardápio em seções. Arraste pela alça para mudar a ordem em que aparecem na loja."
      />
      <Card className="mb-5 p-4 sm:p-5">
        <form
          className="grid gap-3 sm:grid-cols-[1fr_1.4fr_auto] sm:items-start"
          onSubmit={(e) => {
            e.preventDefault();
            const parsed = categorySchema.safeParse({ name, description });
            if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
            setNameError(undefined);
            add.mutate();
          }}
        >
          <TextField
            id="cat-name"
            label="Nome da categoria"
            error={nameError}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Ex: Esfihas"
          />
          <TextField
            id="cat-desc"
            label="Descrição (opcional)"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Ex: Abertas e fechadas, assadas na hora"
          />
          <Button type="submit" disabled={add.isPending} className="sm:mt-[1.625rem]">
            <Plus className="size-5" aria-hidden /> Adicionar
          </Button>
        </form>
      </Card>

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
              <div className="flex items-center gap-2 py-2 pr-2 pl-1 sm:gap-3 sm:pr-4" data-testid="category-row">
                {handle}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{c.name}</p>
                  <p className="truncate text-sm text-muted">
                    <span className="sm:hidden">{countLabel(c.productCount)}</span>
                    {c.description && (
                      <span className="before:content-['_·_'] sm:before:content-none">{c.description}</span>
                    )}
                  </p>
                </div>
                <span className="hidden rounded-full bg-canvas px-2.5 py-1 text-xs font-medium whitespace-nowrap text-muted sm:inline">
                  {countLabel(c.productCount)}
                </span>
                <Button variant="ghost" size="icon" aria-label={`Editar ${c.name}`} onClick={() => setEditing(c)}>
                  <Pencil className="size-5" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir ${c.name}`}
                  className="text-danger"
                  onClick={() => setRemoving(c)}
                >
                  <Trash2 className="size-5" />
                </Button>
              </div>
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
