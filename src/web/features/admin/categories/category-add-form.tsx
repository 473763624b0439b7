import { Plus } from 'lucide-react';
import { useState } from 'react';
import { categorySchema } from '@shared/schemas/category';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { useAddCategory } from './categories-api';

/** The form above the Categorias list: a name and an optional description, emptied once added. */
export function CategoryAddForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string>();
  const add = useAddCategory(() => {
    setName('');
    setDescription('');
  });

  return (
    <Card className="mb-5 p-4 sm:p-5">
      <form
        className="grid gap-3 sm:grid-cols-[1fr_1.4fr_auto] sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          const parsed = categorySchema.safeParse({ name, description });
          if (!parsed.success) return setNameError(parsed.error.issues[0]?.message);
          setNameError(undefined);
          add.mutate({ name, description });
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
  );
}
