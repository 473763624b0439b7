import { ArrowDownLeft, ArrowUpRight, ChevronDown, Hourglass } from 'lucide-react';
import { useId, useState } from 'react';
import type { CustomerCashback } from '@shared/contract/cashback';
import { cn } from '@web/lib/cn';
import { moveLine } from './cashback-text';

/** 'Ver extrato': the balance's moves, newest first, folded until asked for. */
export function CashbackHistory({ moves }: { moves: CustomerCashback['moves'] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="border-t border-line">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-12 w-full items-center justify-between gap-2 px-4 text-sm font-semibold text-primary hover:bg-canvas"
      >
        {open ? 'Ocultar extrato' : 'Ver extrato'}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <ul id={listId} hidden={!open} aria-label="Extrato do cashback" className="divide-y divide-line px-4 pb-1">
        {moves.map((m) => (
          <MoveRow key={`${m.kind}-${m.orderId}-${m.at}`} move={m} />
        ))}
      </ul>
    </div>
  );
}

function MoveRow({ move }: { move: CustomerCashback['moves'][number] }) {
  const line = moveLine(move);
  const Icon = line.adds ? ArrowDownLeft : move.kind === 'expire' ? Hourglass : ArrowUpRight;
  return (
    <li data-testid="cashback-move" className="flex items-center gap-3 py-3">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          line.adds ? 'bg-success/10 text-success' : 'bg-canvas text-muted',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{line.label}</p>
        <p className="text-xs text-muted">
          {line.order} · {line.date}
        </p>
      </div>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums',
          line.adds ? 'text-success' : 'text-muted',
        )}
      >
        {line.amount}
      </span>
    </li>
  );
}
