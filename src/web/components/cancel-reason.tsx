import { cn } from '../lib/cn';

/** Why the store cancelled an order ('Pagamento não concluído'), beside its status. */
export function CancelReason({ reason, className }: { reason: string | null; className?: string }) {
  if (!reason) return null;
  return (
    <span data-testid="cancel-reason" className={cn('text-sm font-medium text-danger', className)}>
      {reason}
    </span>
  );
}
