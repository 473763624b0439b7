import { ShoppingBag, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';
import { useCart } from '../cart/cart-store';
import { useStorefrontStore } from '../storefront/use-storefront-store';

/** The shared header (docs/product.md#routes): logo, name, optional search, cart badge, account icon by role. */
export function SiteHeader({ search }: { search?: ReactNode }) {
  const store = useStorefrontStore();
  const { count } = useCart();
  const { user, isAdmin } = useCurrentUser();
  const accountHref = isAdmin ? '/admin' : user ? '/customer' : '/login';
  const accountLabel = isAdmin ? 'Painel de administração' : user ? 'Minha conta' : 'Entrar';

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4">
        <Link to="/" className="flex min-w-0 items-center gap-2.5" aria-label={`${store.name}: página inicial`}>
          {store.loaded ? (
            <img
              src={store.logoUrl || '/images/placeholder-food.webp'}
              onError={(e) => (e.currentTarget.src = '/images/placeholder-food.webp')}
              alt=""
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-full object-cover ring-1 ring-line"
            />
          ) : (
            <span aria-hidden className="size-9 shrink-0 animate-pulse rounded-full bg-line" />
          )}
          {store.loaded ? (
            <span className="truncate text-base font-bold">{store.name}</span>
          ) : (
            <span aria-hidden className="h-4 w-28 animate-pulse rounded bg-line" />
          )}
        </Link>
        <div className="ml-auto flex items-center gap-1">
          {search}
          <Link
            to="/cart"
            className="relative flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
            aria-label={count > 0 ? `Carrinho, ${count} ${count === 1 ? 'item' : 'itens'}` : 'Carrinho'}
          >
            <ShoppingBag className="size-6" />
            {count > 0 && (
              <span
                data-testid="cart-badge"
                className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-foreground"
              >
                {count}
              </span>
            )}
          </Link>
          <Link
            to={accountHref}
            className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
            aria-label={accountLabel}
            data-testid="account-link"
          >
            <UserRound className="size-6" />
          </Link>
        </div>
      </div>
    </header>
  );
}
