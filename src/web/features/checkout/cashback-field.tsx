import { Coins } from 'lucide-react';
import type { QuoteCashback } from '@shared/contract/cashback';
import { formatBRL } from '@shared/money';
import { Card } from '@web/components/ui/card';

/**
 * Cashback at checkout (docs/product.md#cashback), from the server's quote: a signed-in customer
 * with a balance may tick 'Usar R$ 4,50 de saldo', and everyone sees what the order earns once
 * delivered; a guest, that setting a password keeps it. Nothing with the program off.
 */
export function CashbackField({
  cashback,
  signedIn,
  use,
  onUse,
}: {
  cashback: QuoteCashback | null;
  signedIn: boolean;
  use: boolean;
  onUse: (use: boolean) => void;
}) {
  if (!cashback) return null;
  const { balanceCents, usableCents, earnCents } = cashback;
  const canUse = signedIn && usableCents > 0;
  if (!canUse && earnCents <= 0) return null;
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5" data-testid="cashback-field">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Coins className="size-4 text-primary" aria-hidden />
        Cashback
        {signedIn && balanceCents > 0 && (
          <span className="ml-auto font-normal text-muted">Seu saldo: {formatBRL(balanceCents)}</span>
        )}
      </p>
      {canUse && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 has-[:checked]:border-success/50 has-[:checked]:bg-green-50">
          <input
            type="checkbox"
            className="size-5 accent-success"
            checked={use}
            onChange={(e) => onUse(e.target.checked)}
          />
          <span className="text-sm font-medium">Usar {formatBRL(usableCents)} de saldo</span>
        </label>
      )}
      {earnCents > 0 && (
        <p className="text-sm text-muted" data-testid="cashback-earn">
          {signedIn ? (
            <>
              Você ganha <strong className="text-success">{formatBRL(earnCents)}</strong> de cashback quando o pedido
              for entregue.
            </>
          ) : (
            <>
              Crie sua senha e ganhe <strong className="text-success">{formatBRL(earnCents)}</strong> de cashback neste
              pedido: o link chega no seu email.
            </>
          )}
        </p>
      )}
    </Card>
  );
}
