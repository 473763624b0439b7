import { useState } from 'react';
import type { AdminCategory } from '@shared/schemas/category';
import { categorySchema } from '@shared/schemas/category';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { AdminDialog } from '../ui/admin-dialog';

export function CategoryEditDialog({
  category,
  busy,
  onClose,
  onSave,
}: {
  category: AdminCategory;
  busy: boolean;
  onClose: () => void;
  onSave: (data: { name: string; description: string }) => void;
}) {
  const [name, setName] = useState(category.name);
  const [description, setDescription] = useState(category.description ?? '');
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = categorySchema.safeParse({ name, description });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onSave(parsed.data);
  };
  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Editar categoria"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={busy}>
            {busy ? 'Salvando...' : 'Salvar'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          id="edit-cat-name"
          label="Nome"
          error={error}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          id="edit-cat-desc"
          label="Descrição (opcional)"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
    </AdminDialog>
  );
}
