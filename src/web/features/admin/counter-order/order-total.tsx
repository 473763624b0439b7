import type { StaffQuote } from '@shared/contract/counter-orders';
import { formatBRL } from '@shared/money';
import { staffDiscountLabel } from '@shared/staff-discount';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MoneyRow } from './money-row';
import type { CounterOrder } from './use-counter-order';

/** The server's total (subtotal, fee, discount) and 'Confirmar pedido', with what still keeps it back. */
export function OrderTotal({ order, quote }: { order: CounterOrder; quote: StaffQuote | undefined }) {
  const { draft, place, problem, settled } = order;
  return (
    <Card className="p-4 sm:p-5">
      {quote && draft.lines.length > 0 && (
        <dl className="mb-3 flex flex-col gap-1">
          <MoneyRow label="Subtotal" cents={quote.subtotalCents} />
          {draft.fulfilment === 'delivery' && <MoneyRow label="Taxa de entrega" cents={quote.deliveryFeeCents} />}
          {quote.discountCents > 0 && (
            <MoneyRow label={staffDiscountLabel(draft.discountReason.trim())} cents={-quote.discountCents} />
          )}
          <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums" data-testid="counter-total">
              {settled ? formatBRL(quote.totalCents) : 'Calculando...'}
            </dd>
          </div>
        </dl>
      )}
      {problem && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={place.isPending}>
        {place.isPending ? 'Enviando...' : 'Confirmar pedido'}
      </Button>
    </Card>
  );
}
