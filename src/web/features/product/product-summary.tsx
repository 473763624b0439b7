import type { ProductDetail } from '@shared/contract/menu';
import { formatBRL } from '@shared/money';
import { PopularBadge, VegMarker } from '@web/components/product-badges';

/** The product's name, badges, description and price ('A partir de' when options may add to it). */
export function ProductSummary({ product: p }: { product: ProductDetail }) {
  return (
    <div className="bg-surface px-4 pt-4 pb-5 md:rounded-t-2xl">
      <h1 className="text-xl leading-tight font-extrabold sm:text-2xl">{p.name}</h1>
      {(p.popular || p.vegetarian) && (
        <div className="mt-2 flex gap-1.5">
          {p.popular && <PopularBadge />}
          {p.vegetarian && <VegMarker />}
        </div>
      )}
      {p.description && <p className="mt-2 text-sm leading-relaxed text-muted">{p.description}</p>}
      <p className="mt-3 text-lg font-semibold" data-testid="product-base-price">
        {p.hasOptions ? `A partir de ${formatBRL(p.priceCents)}` : formatBRL(p.priceCents)}
      </p>
    </div>
  );
}
