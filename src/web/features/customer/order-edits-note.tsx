import { PencilLine } from 'lucide-react';
import type { CustomerOrderEdit } from '@shared/contract/orders';
import { editLine } from '@shared/order-edit';
import { cn } from '@web/lib/cn';

/**
 * What the store changed on the order before it left (docs/product.md#editing-an-order):
 * 'Alterado pela loja às 19:42: +1 Esfiha de Carne'; the card shows the latest, the details all.
 */
export function OrderEditsNote({
  edits,
  all = false,
  className,
}: {
  edits: CustomerOrderEdit[];
  all?: boolean;
  className?: string;
}) {
  if (!edits.length) return null;
  const shown = all ? edits : edits.slice(-1);
  return (
    <div
      data-testid="order-edits"
      className={cn('flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900', className)}
    >
      <PencilLine className="mt-0.5 size-4 shrink-0" aria-hidden />
      <ul className="flex flex-col gap-1">
        {shown.map((e) => (
          <li key={e.changedAt}>{editLine(e)}</li>
        ))}
      </ul>
    </div>
  );
}
