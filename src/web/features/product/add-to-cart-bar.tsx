import { formatBRL } from '@shared/money';
import { QuantityStepper } from '../cart/quantity-stepper';

type Props = {
  /** What keeps the product from being added ('Escolha o 2º sabor'), or null. */
  blocker: string | null;
  quantity: number;
  onQuantity: (n: number) => void;
  totalCents: number;
  ready: boolean;
  onAdd: () => void;
};

/** The bar at the bottom of a phone's screen (below the choices on wide ones): quantity and 'Adicionar R$ total'. */
export function AddToCartBar({ blocker, quantity, onQuantity, totalCents, ready, onAdd }: Props) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:static md:rounded-b-2xl md:px-4 md:py-4">
      {blocker && (
        <p className="mb-2 text-center text-xs text-muted md:text-left" data-testid="add-blocker">
          {blocker}
        </p>
      )}
      <div className="mx-auto flex max-w-5xl items-center gap-3">
        <QuantityStepper value={quantity} onChange={onQuantity} label="Quantidade" />
        <button
          type="button"
          onClick={onAdd}
          disabled={!ready}
          data-testid="add-to-cart"
          className="flex min-h-12 min-w-0 flex-1 items-center justify-between gap-1.5 rounded-xl bg-primary px-3 text-[15px] font-semibold whitespace-nowrap text-primary-foreground hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-50 sm:px-4 sm:text-base"
        >
          <span>Adicionar</span> <span data-testid="add-total">{formatBRL(totalCents)}</span>
        </button>
      </div>
    </div>
  );
}
