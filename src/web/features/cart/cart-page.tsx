import { ArrowLeft, ShoppingBag } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { applyFreeDelivery } from '@shared/delivery';
import { formatBRL } from '@shared/money';
import { ClosedStoreBanner } from '../store-info/closed-store-banner';
import { useStoreInfo } from '../store-info/use-store-info';
import { clearCart } from './cart-actions';
import { CartLineItem } from './cart-line-item';
import { useCart } from './cart-store';

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

  const fee = applyFreeDelivery(store.deliveryFeeCents, subtotalCents, store.freeDeliveryThresholdCents);
  const missing = store.minOrderCents - subtotalCents;
  const toFree = store.freeDeliveryThresholdCents !== null ? store.freeDeliveryThresholdCents - subtotalCents : 0;

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

        <section
          aria-labelledby="cart-summary"
          className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-sm md:sticky md:top-22"
        >
          <h2 id="cart-summary" className="font-bold">
            Resumo do pedido
          </h2>
          <dl className="mt-3 space-y-2 text-sm" data-testid="cart-summary">
            <div className="flex justify-between text-muted">
              <dt>Subtotal</dt>
              <dd className="text-ink" data-testid="cart-subtotal">
                {formatBRL(subtotalCents)}
              </dd>
            </div>
            <div className="flex justify-between text-muted">
              <dt>Taxa de entrega</dt>
              <dd className={fee === 0 ? 'font-semibold text-success' : 'text-ink'} data-testid="cart-fee">
                {fee === 0 ? 'Grátis' : formatBRL(fee)}
              </dd>
            </div>
            <div className="flex justify-between border-t border-line pt-3 text-lg font-bold">
              <dt>Total</dt>
              <dd data-testid="cart-total">{formatBRL(subtotalCents + fee)}</dd>
            </div>
          </dl>
          {toFree > 0 && fee > 0 && (
            <p className="mt-3 rounded-lg bg-primary-soft px-3 py-2 text-xs text-primary">
              Faltam {formatBRL(toFree)} para entrega grátis
            </p>
          )}
          {missing > 0 && (
            <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900" role="status">
              Pedido mínimo de {formatBRL(store.minOrderCents)}: faltam {formatBRL(missing)}
            </p>
          )}
          <button
            type="button"
            onClick={() => void navigate('/checkout')}
            disabled={missing > 0}
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-xl bg-primary font-semibold text-primary-foreground hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50"
          >
            Finalizar Pedido
          </button>
          <p className="mt-2 text-center text-xs text-muted">
            Ao finalizar seu pedido, você será redirecionado para a página de pagamento
          </p>
          <button
            type="button"
            onClick={() => void navigate('/')}
            className="mt-2 flex min-h-11 w-full items-center justify-center rounded-xl border border-line font-semibold hover:bg-canvas"
          >
            Voltar
          </button>
        </section>
      </div>
    </main>
  );
}
