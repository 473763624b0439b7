import { BadgePercent, Coins, Hourglass } from 'lucide-react';
import type { CustomerCashback } from '@shared/contract/cashback';
import { formatBRL } from '@shared/money';
import { cashbackOfferText, cashbackUseText } from '@web/components/cashback-terms-text';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCustomerCashback } from './cashback-api';
import { CashbackHistory } from './cashback-history';
import { expiryText, showsCashback } from './cashback-text';

/**
 * 'Seu saldo' on top of Meus Pedidos (docs/product.md#cashback): the balance, what expires
 * first, the store's terms and the extrato; hidden while the program is off for a customer
 * who never had any.
 */
export function CashbackCard() {
  const q = useCustomerCashback();
  if (q.isPending)
    return (
      <div
        role="status"
        aria-label="Carregando saldo..."
        className="h-44 animate-pulse rounded-[var(--radius-card)] bg-line/60"
      />
    );
  if (q.isError)
    return (
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="alert" className="text-sm">
          Não foi possível carregar seu saldo: {q.error.message}
        </p>
        <Button variant="outline" size="sm" className="min-h-11 shrink-0" onClick={() => q.refetch()}>
          Tentar novamente
        </Button>
      </Card>
    );
  if (!showsCashback(q.data)) return null;
  return <Balance data={q.data} />;
}

function Balance({ data }: { data: CustomerCashback }) {
  const { terms, nextExpiry, moves } = data;
  return (
    <Card data-testid="cashback-card" aria-labelledby="cashback-title" role="region" className="overflow-hidden">
      <div className="relative flex flex-col gap-1 overflow-hidden bg-linear-to-br from-primary to-primary-hover p-4 text-primary-foreground sm:p-5">
        <Coins className="absolute -right-6 -bottom-8 size-36 opacity-10" aria-hidden />
        <h2 id="cashback-title" className="flex items-center gap-2 text-sm font-semibold">
          <Coins className="size-4" aria-hidden /> Seu saldo
        </h2>
        <p className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl" data-testid="cashback-balance">
          {formatBRL(data.balanceCents)}
        </p>
        {nextExpiry && (
          <p className="mt-1 flex items-center gap-1.5 self-start rounded-full bg-black/15 px-2.5 py-1 text-xs font-semibold">
            <Hourglass className="size-3.5" aria-hidden /> {expiryText(nextExpiry)}
          </p>
        )}
      </div>
      <div className="flex items-start gap-3 p-4 sm:px-5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <BadgePercent className="size-5" aria-hidden />
        </span>
        {terms.enabled ? (
          <div className="min-w-0">
            <p className="text-sm font-semibold">{cashbackOfferText(terms)}</p>
            <p className="text-xs text-muted">{cashbackUseText(terms)}</p>
          </div>
        ) : (
          <p className="pt-2 text-sm text-muted">
            O cashback está pausado pela loja: seu saldo fica guardado até expirar, mas não pode ser usado agora.
          </p>
        )}
      </div>
      {moves.length > 0 ? (
        <CashbackHistory moves={moves} />
      ) : (
        <p className="border-t border-line px-4 py-3 text-xs text-muted sm:px-5">
          Seu cashback aparece aqui quando um pedido for entregue e pago.
        </p>
      )}
    </Card>
  );
}
