import { Flame, Leaf } from 'lucide-react';

// The marks a product carries on its card, in 'Destaques' and on its page (docs/look-and-feel.md#storefront).

export function PopularBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-primary-soft px-1.5 py-0.5 text-[11px] font-semibold text-primary">
      <Flame className="size-3" aria-hidden />
      Mais pedido
    </span>
  );
}

export function VegMarker({ iconOnly }: { iconOnly?: boolean }) {
  if (iconOnly)
    return (
      <span
        className="inline-flex size-5 items-center justify-center rounded-full bg-green-50 text-veg"
        title="Vegetariano"
        role="img"
        aria-label="Vegetariano"
      >
        <Leaf className="size-3" aria-hidden />
      </span>
    );
  return (
    <span
      className="inline-flex items-center gap-1 rounded-md bg-green-50 px-1.5 py-0.5 text-[11px] font-semibold text-veg"
      title="Vegetariano"
    >
      <Leaf className="size-3" aria-hidden />
      Vegetariano
    </span>
  );
}

/** 'Esgotado hoje': the product stays listed but cannot be added (docs/product.md#sold-out-today). */
export function SoldOutBadge() {
  return (
    <span className="inline-flex items-center rounded-md bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
      Esgotado
    </span>
  );
}
