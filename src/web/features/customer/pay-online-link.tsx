import { CreditCard } from 'lucide-react';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/** 'Completar Pagamento' (awaiting_payment only): the card payment page in a new tab (docs/product.md#payments). */
export function PayOnlineLink({ orderId, className }: { orderId: string; className?: string }) {
  return (
    <a
      href={`/pay/${orderId}`}
      target="_blank"
      rel="noopener"
      className={cn(buttonVariants({ variant: 'primary', size: 'md' }), className)}
    >
      <CreditCard className="size-4" aria-hidden /> Completar Pagamento
    </a>
  );
}
