import { Trash2 } from 'lucide-react';
import { formatBRL } from '@shared/money';

/** A cart line as the summary shows it: priced by the server's quote, or why it cannot be ordered. */
export type SummaryLine = {
  id: string;
  name: string;
  quantity: number;
  options: string[];
  totalCents: number;
  /** The server's reason this line cannot be ordered as it is; the customer removes it. */
  problem: string | null;
};

/** One line of the checkout's summary: '2x', the name and options, and its price or its problem with 'Remover'. */
export function SummaryLineItem({ line, onRemove }: { line: SummaryLine; onRemove: (id: string) => void }) {
  return (
    <li className="flex gap-3 py-2.5" data-testid="summary-line">
      <span className="flex h-6 min-w-6 items-center justify-center rounded-md bg-canvas px-1 text-xs font-bold">
        {line.quantity}x
      </span>
      <div className="min-w-0 flex-1">
        <p className={line.problem ? 'text-sm font-medium text-muted line-through' : 'text-sm font-medium'}>
          {line.name}
        </p>
        {line.options.length > 0 && <p className="text-xs text-muted">{line.options.join(' · ')}</p>}
        {line.problem && (
          <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-xs font-medium text-danger">{line.problem}</p>
            <button
              type="button"
              onClick={() => onRemove(line.id)}
              className="-my-2 inline-flex min-h-11 items-center gap-1 text-xs font-semibold text-primary hover:underline"
            >
              <Trash2 className="size-3.5" aria-hidden />
              Remover<span className="sr-only"> {line.name}</span>
            </button>
          </div>
        )}
      </div>
      {!line.problem && <span className="text-sm font-medium whitespace-nowrap">{formatBRL(line.totalCents)}</span>}
    </li>
  );
}
