import { useNavigate } from 'react-router';
import type { StoreInfo } from '@shared/contract/store';
import { applyFreeDelivery } from '@shared/delivery';
import { formatBRL } from '@shared/money';

/**
 * 'Resumo do pedido' beside the lines: Subtotal, the store's fee (or 'Grátis'), Total, what is
 * missing for free delivery or the minimum order, 'Finalizar Pedido' (held below the minimum)
 * and 'Voltar'.
 */
export function CartSummary({ store, subtotalCents }: { store: StoreInfo; subtotalCents: number }) {
  const navigate = useNavigate();
  const fee = applyFreeDelivery(store.deliveryFeeCents, subtotalCents, store.freeDeliveryThresholdCents);
  const missing = store.minOrderCents - subtotalCents;
  const toFree = store.freeDeliveryThresholdCents !== null ? store.freeDeliveryThresholdCents - subtotalCents : 0;
  return (
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
  );
}
