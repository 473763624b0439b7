import { ShoppingBag } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** 'Retirada': a pickup order in the admin list and detail (docs/product.md#pickup). */
export function PickupBadge({ className }: { className?: string }) {
  return (
    <span
      data-testid="pickup-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary ring-1 ring-primary/20 ring-inset',
        className,
      )}
    >
      <ShoppingBag className="size-3.5" aria-hidden />
      Retirada
    </span>
  );
}
