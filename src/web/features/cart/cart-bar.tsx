import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { formatBRL } from '@shared/money';
import { useCart } from './cart-store';

/** "Ver carrinho · N itens · R$ total", fixed to the bottom while the cart has items (docs/look-and-feel.md#storefront). */
export function CartBar() {
  const { count, subtotalCents } = useCart();
  if (count === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:pb-5">
      <Link
        to="/cart"
        data-testid="cart-bar"
        className="mx-auto flex min-h-14 max-w-md items-center gap-2 rounded-2xl bg-primary px-4 text-[15px] whitespace-nowrap text-primary-foreground shadow-lg hover:bg-primary-hover"
      >
        <ShoppingBag className="size-5 shrink-0" aria-hidden />
        <span className="font-bold">Ver carrinho</span>
        <span className="text-sm opacity-90">
          · {count} {count === 1 ? 'item' : 'itens'}
        </span>
        <span className="ml-auto font-bold">{formatBRL(subtotalCents)}</span>
      </Link>
    </div>
  );
}
