import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuProduct } from '@shared/menu';
import { FoodImage } from '@web/components/food-image';
import { PopularBadge, SoldOutBadge, VegMarker } from '@web/components/product-badges';
import { addOne, priceLabel } from './product-card';

/** 'Destaques': a row of larger cards that scrolls sideways (docs/look-and-feel.md#storefront). */
export function FeaturedRow({ products }: { products: MenuProduct[] }) {
  return (
    <section aria-labelledby="featured-title" className="mt-6">
      <h2 id="featured-title" className="px-4 text-lg font-bold sm:px-6">
        Destaques
      </h2>
      <ul
        className="mt-3 no-scrollbar flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:scroll-px-6 sm:px-6"
        data-testid="featured"
      >
        {products.map((p) => (
          <li key={p.id} className="relative w-40 shrink-0 snap-start sm:w-48">
            <div className="relative">
              <FoodImage
                card
                src={p.imageUrl}
                alt=""
                width={192}
                height={192}
                className={`aspect-square w-full rounded-xl bg-canvas object-cover ${p.soldOut ? 'opacity-60 grayscale' : ''}`}
              />
              {p.soldOut ? (
                <span className="absolute bottom-2 left-2">
                  <SoldOutBadge />
                </span>
              ) : (
                !p.hasOptions && (
                  <button
                    type="button"
                    onClick={() => addOne(p)}
                    aria-label={`Adicionar ${p.name}`}
                    className="absolute right-2 bottom-2 z-10 flex size-9 items-center justify-center rounded-full bg-surface text-primary shadow-md ring-1 ring-line hover:bg-primary-soft"
                  >
                    <Plus className="size-5" aria-hidden />
                  </button>
                )
              )}
            </div>
            <div className="mt-2 flex h-5 items-center gap-1">
              {p.popular && <PopularBadge />}
              {p.vegetarian && <VegMarker iconOnly />}
            </div>
            <h3 className="mt-1 line-clamp-2 text-sm leading-snug font-semibold">
              <Link
                to={`/product/${p.id}`}
                className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
              >
                {p.name}
              </Link>
            </h3>
            <p className="mt-0.5 text-sm text-ink">{priceLabel(p)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
