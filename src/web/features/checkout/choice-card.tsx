import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * One card of a checkout choice (delivery or pickup, now or scheduled, the payment method): a
 * hidden radio `input`, an icon in a round badge, a title and a detail. `stacked` puts the icon
 * above the text on a phone, for two cards side by side; `trailing` goes at the end (a radio dot).
 */
export function ChoiceCard({
  input,
  checked,
  disabled = false,
  icon: Icon,
  title,
  detail,
  stacked = false,
  trailing,
}: {
  input: ReactNode;
  checked: boolean;
  disabled?: boolean;
  icon: LucideIcon;
  title: string;
  detail: string;
  stacked?: boolean;
  trailing?: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-16 rounded-xl border bg-surface p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40',
        stacked ? 'flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-3' : 'items-center gap-3',
        checked ? 'border-primary bg-primary-soft/60 ring-1 ring-primary' : 'border-line',
        disabled ? 'cursor-not-allowed opacity-55' : 'cursor-pointer hover:border-muted/40',
      )}
    >
      {input}
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          checked ? 'bg-primary text-primary-foreground' : 'bg-canvas text-ink',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className={cn('min-w-0', trailing && 'flex-1')}>
        <span className="block leading-tight font-semibold">{title}</span>
        <span className="mt-0.5 block text-xs text-muted">{detail}</span>
      </span>
      {trailing}
    </label>
  );
}
