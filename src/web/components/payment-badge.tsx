import { CircleCheck, Wallet } from 'lucide-react';
import { cn } from '../lib/cn';
import type { PaymentBadge as Badge, PaymentBadgeTone } from './payment-badge-text';

// The payment state beside the order status (docs/look-and-feel.md): a quieter, square-ish
// chip, so the two never read as one.
const TONE: Record<PaymentBadgeTone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  grey: 'bg-stone-50 text-stone-700 ring-stone-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
};

export function PaymentBadge({ badge, className }: { badge: Badge | null; className?: string }) {
  if (!badge) return null;
  const Icon = badge.tone === 'green' ? CircleCheck : Wallet;
  return (
    <span
      data-testid="payment-badge"
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONE[badge.tone],
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {badge.label}
    </span>
  );
}
