import { useState } from 'react';
import type { AdminCategory } from '@shared/schemas/category';
import { categorySchema } from '@shared/schemas/category';
import { TextField } from '@web/components/ui/field';
import { FormDialog } from '../ui/form-dialog';

/** 'Editar categoria': its name and description, checked with the server's own schema before saving. */
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
    <FormDialog title="Editar categoria" submitLabel="Salvar" busy={busy} onSubmit={submit} onClose={onClose}>
      <TextField id="edit-cat-name" label="Nome" error={error} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        id="edit-cat-desc"
        label="Descrição (opcional)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
    </FormDialog>
  );
}
