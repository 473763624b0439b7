import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuProduct } from '@shared/menu';
import { formatBRL } from '@shared/money';
import { FoodImage } from '@web/components/food-image';
import { PopularBadge, SoldOutBadge, VegMarker } from '@web/components/product-badges';
import { addToCart } from '../cart/cart-actions';

export function priceLabel(p: Pick<MenuProduct, 'priceCents' | 'hasOptions'>) {
  return p.hasOptions ? `a partir de ${formatBRL(p.priceCents)}` : formatBRL(p.priceCents);
}

export function addOne(p: MenuProduct) {
  addToCart({
    productId: p.id,
    name: p.name,
    image: p.imageUrl,
    basePriceCents: p.priceCents,
    selectedOptions: [],
    parts: [],
    quantity: 1,
  });
}

/**
 * A list card (docs/look-and-feel.md#storefront): text on the left, square photo on the right; the whole card opens the
 * product (stretched link), 'Adicionar' adds one unit, 'Ver opções' opens the product. Sold out
 * today, it is greyed with 'Esgotado' instead of the button, and still opens the product.
 */
export function ProductCard({ product: p, eager }: { product: MenuProduct; eager?: boolean }) {
  return (
    <article
      className="relative flex h-full gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-sm transition-shadow hover:shadow-md"
      data-testid="product-card"
      data-sold-out={p.soldOut || undefined}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className={`text-[15px] leading-snug font-semibold ${p.soldOut ? 'text-muted' : ''}`}>
          <Link
            to={`/product/${p.id}`}
            className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
          >
            {p.name}
          </Link>
        </h3>
        {p.description && <p className="mt-1 line-clamp-2 text-sm text-muted">{p.description}</p>}
        {(p.popular || p.vegetarian) && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {p.popular && <PopularBadge />}
            {p.vegetarian && <VegMarker />}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1.5 pt-2">
          <span
            className={`text-sm font-semibold whitespace-nowrap ${p.soldOut ? 'text-muted' : 'text-ink'}`}
            data-testid="product-price"
          >
            {priceLabel(p)}
          </span>
          {p.soldOut ? (
            <SoldOutBadge />
          ) : p.hasOptions ? (
            <Link
              to={`/product/${p.id}`}
              className="relative z-10 inline-flex min-h-9 items-center rounded-lg border border-primary/30 px-3 text-sm font-semibold whitespace-nowrap text-primary hover:bg-primary-soft"
            >
              Ver opções
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => addOne(p)}
              aria-label={`Adicionar ${p.name}`}
              className="relative z-10 inline-flex min-h-9 items-center gap-1 rounded-lg bg-primary px-3 text-sm font-semibold whitespace-nowrap text-primary-foreground hover:bg-primary-hover"
            >
              <Plus className="size-4" aria-hidden />
              Adicionar
            </button>
          )}
        </div>
      </div>
      <FoodImage
        card
        src={p.imageUrl}
        alt=""
        width={112}
        height={112}
        loading={eager ? 'eager' : 'lazy'}
        className={`size-24 shrink-0 self-start rounded-xl bg-canvas object-cover sm:size-28 ${p.soldOut ? 'opacity-60 grayscale' : ''}`}
      />
    </article>
  );
}
