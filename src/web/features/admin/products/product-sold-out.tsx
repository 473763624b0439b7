import type { AdminProductDetail } from '@shared/schemas/product';
import type { VariationDraft } from './product-draft';
import { useSoldOut } from './products-api';
import { SoldOutToggle } from './sold-out-toggle';

/** At the top of 'Editar produto': the product's 'Esgotado hoje' switch, saved at once (docs/product.md#sold-out-today). */
export function ProductSoldOutBox({ product }: { product: AdminProductDetail }) {
  const soldOut = useSoldOut('products');
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-canvas/60 px-3 py-2">
      <SoldOutToggle
        name={product.name}
        soldOutUntil={product.soldOutUntil}
        busy={soldOut.isPending}
        onChange={(value) => soldOut.mutate({ id: product.id, soldOut: value })}
      />
      <p className="text-xs text-muted">
        Continua no cardápio, mas não pode ser pedido até a próxima abertura da loja. Salvo na hora.
      </p>
    </div>
  );
}

/**
 * What the product form draws under a variation: its 'Esgotado hoje' switch once saved, nothing
 * for a new one. One mutation serves every variation, so the switch shown busy is the last one used.
 */
export function useVariationSoldOut(product: AdminProductDetail | undefined) {
  const soldOut = useSoldOut('variations');
  const savedVariations = new Map(product?.options.flatMap((g) => g.variations).map((v) => [v.id, v]));
  return (v: VariationDraft) => {
    const saved = v.id ? savedVariations.get(v.id) : undefined;
    return saved ? (
      <SoldOutToggle
        name={saved.name}
        soldOutUntil={saved.soldOutUntil}
        busy={soldOut.isPending && soldOut.variables?.id === saved.id}
        onChange={(value) => soldOut.mutate({ id: saved.id, soldOut: value })}
      />
    ) : null;
  };
}
