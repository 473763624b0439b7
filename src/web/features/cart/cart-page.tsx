import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ClosedStoreBanner } from '../store-info/closed-store-banner';
import { useStoreInfo } from '../store-info/use-store-info';
import { CartItems } from './cart-items';
import { useCart } from './cart-store';
import { CartSummary } from './cart-summary';

function EmptyCart() {
  return (
    <main
      className="mx-auto flex min-h-[65vh] max-w-md flex-col items-center justify-center px-6 text-center"
      data-testid="empty-cart"
    >
      <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShoppingBag className="size-9" aria-hidden />
      </span>
      <h1 className="mt-5 text-xl font-bold">Seu carrinho está vazio</h1>
      <p className="mt-1 text-muted">Adicione itens para continuar comprando</p>
      <Link
        to="/"
        className="mt-6 inline-flex min-h-12 items-center rounded-xl bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary-hover"
      >
        Voltar para o cardápio
      </Link>
    </main>
  );
}

/** Cart (docs/product.md#cart): lines, 'Limpar carrinho', summary with the store's fee, 'Finalizar Pedido'. */
export function CartPage() {
  const { lines, subtotalCents, lineTotal } = useCart();
  const store = useStoreInfo();
  const navigate = useNavigate();
  if (lines.length === 0) return <EmptyCart />;

  return (
    <main className="mx-auto max-w-5xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate('/')}
          aria-label="Voltar para o cardápio"
          className="-ml-2 flex size-11 items-center justify-center rounded-full hover:bg-surface"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </button>
        <h1 className="text-xl font-extrabold sm:text-2xl">Carrinho</h1>
      </div>
      <div className="mt-3 empty:hidden">
        <ClosedStoreBanner store={store} scheduling={store.schedulingEnabled} />
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start">
        <CartItems store={store} lines={lines} lineTotal={lineTotal} />
        <CartSummary store={store} subtotalCents={subtotalCents} />
      </div>
    </main>
  );
}
