import { SelectField, TextareaField, TextField } from '@web/components/ui/field';
import { useAdminCategories } from '../categories/categories-api';
import { ImageField } from '../ui/image-field';
import type { DraftErrors, ProductDraft } from './product-draft';

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex min-h-11 flex-1 items-center gap-2 rounded-xl border border-line px-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 accent-[var(--color-primary)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** The product form's own fields: name, description, price, category, photo and the Popular, Vegetariano and Disponível flags. */
export function ProductBasicFields({
  draft,
  errors,
  set,
}: {
  draft: ProductDraft;
  errors: DraftErrors;
  set: (patch: Partial<ProductDraft>) => void;
}) {
  const categories = useAdminCategories();
  return (
    <>
      <TextField
        id="p-name"
        label="Nome"
        error={errors.name}
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextareaField
        id="p-desc"
        label="Descrição"
        rows={3}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="p-price"
          label="Preço (R$)"
          error={errors.priceCents}
          inputMode="decimal"
          placeholder="0,00"
          value={draft.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <SelectField
          id="p-cat"
          label="Categoria"
          error={errors.categoryId}
          value={draft.categoryId}
          // The flavours of another category no longer fit (docs/product.md#half-and-half).
          onChange={(e) => set({ categoryId: e.target.value, flavourIds: [] })}
        >
          <option value="">Selecione...</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        id="p-external-code"
        label="Código no iFood (opcional)"
        error={errors.externalCode}
        hint="O código PDV do item no cardápio do iFood: os pedidos do iFood encontram este produto por ele."
        value={draft.externalCode}
        onChange={(e) => set({ externalCode: e.target.value })}
      />
      <ImageField
        label="Foto do produto"
        purpose="product"
        value={draft.imageUrl}
        onChange={(imageUrl) => set({ imageUrl })}
        error={errors.imageUrl}
        allowUrl
        hint="JPG, PNG ou WebP até 5 MB; convertida para WebP."
      />
      <div className="flex flex-wrap gap-2">
        <Toggle label="Popular (Mais pedido)" checked={draft.popular} onChange={(popular) => set({ popular })} />
        <Toggle label="Vegetariano" checked={draft.vegetarian} onChange={(vegetarian) => set({ vegetarian })} />
        <Toggle label="Disponível no cardápio" checked={draft.active} onChange={(active) => set({ active })} />
      </div>
    </>
  );
}
