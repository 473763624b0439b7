import type { AdminProductDetail } from '@shared/schemas/product';
import { Button } from '@web/components/ui/button';
import { LoadingState } from '@web/components/ui/spinner';
import { AdminDialog } from '../ui/admin-dialog';
import { FiscalSection } from './fiscal-section';
import { OptionGroupsEditor } from './option-groups-editor';
import { PartsEditor } from './parts-editor';
import { ProductBasicFields } from './product-basic-fields';
import { ProductSoldOutBox, useVariationSoldOut } from './product-sold-out';
import { useAdminProduct } from './products-api';
import { useProductForm } from './use-product-form';

function ProductForm({ product, onDone }: { product?: AdminProductDetail; onDone: () => void }) {
  const { draft, errors, set, submit } = useProductForm(product, onDone);
  const variationExtra = useVariationSoldOut(product);
  return (
    <form
      id="product-form"
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {product && <ProductSoldOutBox product={product} />}
      <ProductBasicFields draft={draft} errors={errors} set={set} />
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
        variationExtra={variationExtra}
      />
      <FiscalSection value={draft.fiscal} errors={errors} onChange={(fiscal) => set({ fiscal })} />
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
