import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminProductDetail } from '@shared/schemas/product';
import { Button } from '@web/components/ui/button';
import { SelectField, TextareaField, TextField } from '@web/components/ui/field';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { useAdminCategories } from '../categories/categories-api';
import { menuChanged } from '../menu-changed';
import { AdminDialog } from '../ui/admin-dialog';
import { ImageField } from '../ui/image-field';
import { OptionGroupsEditor } from './option-groups-editor';
import { PartsEditor } from './parts-editor';
import { draftFrom, validateDraft, type DraftErrors, type ProductDraft } from './product-draft';
import { saveProduct, useAdminProduct, useSoldOut } from './products-api';
import { SoldOutToggle } from './sold-out-toggle';

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

function ProductForm({ product, onDone }: { product?: AdminProductDetail; onDone: () => void }) {
  const qc = useQueryClient();
  const categories = useAdminCategories();
  const [draft, setDraft] = useState<ProductDraft>(() => draftFrom(product));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = (patch: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const productSoldOut = useSoldOut('products');
  const variationSoldOut = useSoldOut('variations');
  const savedVariations = new Map(product?.options.flatMap((g) => g.variations).map((v) => [v.id, v]));

  const save = useMutation({
    mutationFn: (data: Parameters<typeof saveProduct>[0]) => saveProduct(data, product?.id),
    onSuccess: () => {
      toast.success(product ? 'Produto atualizado com sucesso' : 'Produto criado com sucesso');
      menuChanged(qc);
      onDone();
    },
    onError: (e) => toast.error(e.message || 'Erro ao salvar produto'),
  });

  const submit = () => {
    const result = validateDraft(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      toast.error(Object.values(result.errors)[0] ?? 'Erro ao salvar produto');
      return;
    }
    setErrors({});
    save.mutate(result.data);
  };

  return (
    <form
      id="product-form"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {product && (
        <div className="flex flex-col gap-1 rounded-xl border border-line bg-canvas/60 px-3 py-2">
          <SoldOutToggle
            name={product.name}
            soldOutUntil={product.soldOutUntil}
            busy={productSoldOut.isPending}
            onChange={(soldOut) => productSoldOut.mutate({ id: product.id, soldOut })}
          />
          <p className="text-xs text-muted">
            Continua no cardápio, mas não pode ser pedido até a próxima abertura da loja. Salvo na hora.
          </p>
        </div>
      )}
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
      <PartsEditor
        productId={product?.id}
        categoryId={draft.categoryId}
        maxParts={draft.maxParts}
        flavourIds={draft.flavourIds}
        error={errors.flavourIds ?? errors.maxParts}
        onChange={set}
      />
      <OptionGroupsEditor
        groups={draft.options}
        onChange={(options) => set({ options })}
        errors={errors}
        variationExtra={(v) => {
          const saved = v.id ? savedVariations.get(v.id) : undefined;
          return saved ? (
            <SoldOutToggle
              name={saved.name}
              soldOutUntil={saved.soldOutUntil}
              busy={variationSoldOut.isPending && variationSoldOut.variables?.id === saved.id}
              onChange={(soldOut) => variationSoldOut.mutate({ id: saved.id, soldOut })}
            />
          ) : null;
        }}
      />
      <button type="submit" hidden />
    </form>
  );
}

/** One dialog for 'Novo produto' and 'Editar produto' (docs/product.md#admin-area, Produtos). */
export function ProductFormDialog({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  const detail = useAdminProduct(productId);
  const editing = productId !== null;
  return (
    <AdminDialog
      open
      wide
      onOpenChange={(o) => !o && onClose()}
      title={editing ? 'Editar produto' : 'Novo produto'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form="product-form">
            {editing ? 'Salvar alterações' : 'Criar produto'}
          </Button>
        </>
      }
    >
      {editing && detail.isPending ? (
        <LoadingState text="Carregando produto..." />
      ) : editing && detail.isError ? (
        <p role="alert" className="text-danger">
          Erro ao buscar opções do produto
        </p>
      ) : (
        <ProductForm product={detail.data} onDone={onClose} />
      )}
    </AdminDialog>
  );
}
