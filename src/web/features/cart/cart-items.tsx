import { Link } from 'react-router';
import type { StoreInfo } from '@shared/contract/store';
import { clearCart } from './cart-actions';
import { CartLineItem } from './cart-line-item';
import type { CartLine } from './cart-store';

/** The cart's lines under the store's logo and name, with 'Limpar carrinho' and 'Adicionar mais itens'. */
export function CartItems({
  store,
  lines,
  lineTotal,
}: {
  store: StoreInfo;
  lines: CartLine[];
  lineTotal: (l: CartLine) => number;
}) {
  return (
    <section
      aria-labelledby="cart-items"
      className="rounded-[var(--radius-card)] border border-line bg-surface px-4 shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-line py-3">
        <h2 id="cart-items" className="flex min-w-0 items-center gap-2 font-bold">
          <img
            src={store.logoUrl || '/images/placeholder-food.webp'}
            alt=""
            width={28}
            height={28}
            className="size-7 rounded-full object-cover"
          />
          <span className="truncate">{store.name}</span>
        </h2>
        <button
          type="button"
          onClick={clearCart}
          className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-primary hover:bg-primary-soft"
        >
          Limpar carrinho
        </button>
      </div>
      <ul className="divide-y divide-line">
        {lines.map((l) => (
          <CartLineItem key={l.id} line={l} total={lineTotal(l)} />
        ))}
      </ul>
      <div className="border-t border-line py-3">
        <Link to="/" className="text-sm font-semibold text-primary hover:underline">
          Adicionar mais itens
        </Link>
      </div>
    </section>
  );
}
