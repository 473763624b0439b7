import { Bike, Clock, MapPin, Star } from 'lucide-react';
import type { StoreInfo } from '@shared/contract/store';
import { PLACEHOLDER_FOOD } from '@shared/images';
import { formatBRL } from '@shared/money';
import { formatInteger, formatOneDecimal } from '@shared/number-format';
import { StoreStatusBadge } from '../store-info/store-status-badge';
import { StoreWhatsappLink } from '../store-info/whatsapp-link';

/** Cover banner with the round logo over its lower edge, then the store header card (docs/product.md#storefront). */
export function StoreHero({ store }: { store: StoreInfo }) {
  return (
    <section aria-labelledby="store-name">
      <div className="relative">
        <div className="h-40 overflow-hidden bg-primary-soft sm:aspect-[16/5] sm:h-auto md:rounded-b-2xl lg:mt-4 lg:rounded-2xl">
          {store.bannerUrl && (
            <img
              src={store.bannerUrl}
              alt=""
              width={1200}
              height={375}
              fetchPriority="high"
              className="size-full object-cover"
              onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
            />
          )}
        </div>
        <img
          src={store.logoUrl || PLACEHOLDER_FOOD}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(PLACEHOLDER_FOOD)) e.currentTarget.src = PLACEHOLDER_FOOD;
          }}
          alt={`Logo de ${store.name}`}
          width={80}
          height={80}
          data-testid="store-logo"
          className="absolute -bottom-10 left-4 size-20 rounded-full border-4 border-surface bg-surface object-cover shadow-md sm:left-6 sm:size-24"
        />
      </div>
      <div className="px-4 pt-12 sm:px-6 sm:pt-14" data-testid="store-header">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 id="store-name" className="text-2xl leading-tight font-extrabold sm:text-3xl">
            {store.name}
          </h1>
          <StoreStatusBadge store={store} />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
          <span>{store.cuisineType}</span>
          <span aria-hidden>•</span>
          <span className="inline-flex items-center gap-0.5">
            <MapPin className="size-3.5" aria-hidden />
            {store.distanceLabel}
          </span>
          <span aria-hidden>•</span>
          <span>Min {formatBRL(store.minOrderCents)}</span>
        </p>
        {store.description && <p className="mt-2 line-clamp-2 text-sm text-muted">{store.description}</p>}
        <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Informações da loja">
          <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1.5 font-semibold text-amber-800">
            <Star className="size-4 fill-amber-500 text-amber-500" aria-hidden />
            {formatOneDecimal(store.rating)}
            <span className="font-normal text-amber-900/80">({formatInteger(store.reviewCount)} avaliações)</span>
          </li>
          <li className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1.5 ring-1 ring-line">
            <Clock className="size-4 text-muted" aria-hidden />
            {store.deliveryTime}
          </li>
          <li
            className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1.5 ring-1 ring-line"
            data-testid="standard-fee"
          >
            <Bike className="size-4 text-muted" aria-hidden />
            {store.deliveryFeeMode === 'neighbourhood' ? (
              // 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood): the fee is known at checkout.
              <span className="font-semibold">Taxa por bairro</span>
            ) : (
              <>
                <span className="text-muted">Padrão</span>
                <span className="font-semibold">
                  {store.deliveryFeeCents === 0 ? 'Grátis' : formatBRL(store.deliveryFeeCents)}
                </span>
              </>
            )}
          </li>
        </ul>
        <StoreWhatsappLink whatsapp={store.whatsapp} className="mt-3" />
      </div>
    </section>
  );
}
