import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { CashMovementView } from '@shared/contract/register';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { CASH_MOVEMENT_LABELS } from '@shared/register';
import { cn } from '@web/lib/cn';

/** The register's 'Sangrias' and 'Suprimentos': what, how much, why, who and when. */
export function RegisterMovements({ movements }: { movements: CashMovementView[] }) {
  if (movements.length === 0) return <p className="px-5 py-4 text-sm text-muted">Nenhuma sangria ou suprimento.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Movimentações">
      {movements.map((m) => {
        const out = m.kind === 'withdrawal';
        const Icon = out ? ArrowUpRight : ArrowDownLeft;
        return (
          <li key={m.id} className="flex items-center gap-3 px-5 py-3">
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full',
                out ? 'bg-red-50 text-danger' : 'bg-green-50 text-success',
              )}
            >
              <Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{CASH_MOVEMENT_LABELS[m.kind]}</p>
              <p className="text-sm break-words">{m.reason}</p>
              <p className="text-xs text-muted">
                {m.by.name} · {formatDateTime(m.at)}
              </p>
            </div>
            <span className={cn('shrink-0 font-semibold tabular-nums', out ? 'text-danger' : 'text-success')}>
              {out ? '−' : '+'} {formatBRL(m.amountCents)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
