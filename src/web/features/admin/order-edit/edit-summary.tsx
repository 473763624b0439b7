import type { OrderEditQuote } from '@shared/contract/order-edits';
import { formatBRL } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { MoneyRow } from '../counter-order/money-row';
import type { OrderEditState } from './use-order-edit';

/**
 * The server's new total beside the old one, what the change says (as the history will read it),
 * what a paid total gives back, and 'Salvar alteração' with what still keeps it back.
 */
export function EditSummary({ edit, quote }: { edit: OrderEditState; quote: OrderEditQuote | undefined }) {
  const { problem, settled, save } = edit;
  return (
    <Card className="p-4 sm:p-5">
      {quote && (
        <dl className="mb-3 flex flex-col gap-1">
          <MoneyRow label="Subtotal" cents={quote.subtotalCents} />
          {edit.draft.fulfilment === 'delivery' && <MoneyRow label="Taxa de entrega" cents={quote.deliveryFeeCents} />}
          {quote.discountCents > 0 && <MoneyRow label="Desconto" cents={-quote.discountCents} />}
          {quote.cashbackCents > 0 && <MoneyRow label="Saldo de cashback" cents={-quote.cashbackCents} />}
          <MoneyRow label="Total antes" cents={quote.previousTotalCents} />
          <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
            <dt>Novo total</dt>
            <dd className="tabular-nums" data-testid="edit-total">
              {settled ? formatBRL(quote.totalCents) : 'Calculando...'}
            </dd>
          </div>
        </dl>
      )}
      {settled && quote && quote.changes.length > 0 && (
        <div className="mb-3 rounded-xl bg-primary-soft/60 p-3 text-sm">
          <p className="font-semibold">O que muda</p>
          <ul className="mt-1 list-disc pl-5" data-testid="edit-changes">
            {quote.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {settled && quote && quote.refundableCents > 0 && <RefundChoice edit={edit} quote={quote} />}
      {problem && problem !== 'Nada foi alterado ainda.' && (
        <p role="alert" className="mb-3 text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={save.isPending || problem !== null}>
        {save.isPending ? 'Salvando...' : 'Salvar alteração'}
      </Button>
    </Card>
  );
}

/** A paid order that costs less: back on the card through Stripe (ticked), or by hand for PIX. */
function RefundChoice({ edit, quote }: { edit: OrderEditState; quote: OrderEditQuote }) {
  const back = formatBRL(quote.refundableCents);
  const { can } = useCurrentUser();
  if (quote.refundsByCard && !can('refunds'))
    return (
      <p role="note" className="mb-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Pago no cartão online: só o dono ou o gerente estorna os {back} de diferença.
      </p>
    );
  if (!quote.refundsByCard)
    return (
      <p role="note" className="mb-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        Este pedido já foi pago: devolva {back} ao cliente (pelo PIX ou em dinheiro).
      </p>
    );
  return (
    <label className="mb-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line p-3 text-sm">
      <input
        type="checkbox"
        checked={edit.refund}
        onChange={(e) => edit.setRefund(e.target.checked)}
        className="size-4 accent-[var(--color-primary)]"
      />
      <span>
        Estornar <strong>{back}</strong> no cartão do cliente
      </span>
    </label>
  );
}
