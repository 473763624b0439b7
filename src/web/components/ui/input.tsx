import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@web/lib/cn';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Input({ className, ref, ...props }: InputProps) {
  return (
    <input
      ref={ref}
      className={cn(
        'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink placeholder:text-muted/80',
        'focus:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/30',
        'aria-[invalid=true]:border-danger',
        'read-only:bg-canvas read-only:text-muted',
        className,
      )}
      {...props}
    />
  );
}

/**
 * An amount in reais: the input with 'R$' (or `prefix`) inside its left edge, a decimal keyboard.
 * `boxClassName` sizes the box around it; `className` goes to the input.
 */
export function MoneyInput({
  prefix = 'R$',
  boxClassName,
  className,
  ...props
}: InputProps & { prefix?: string; boxClassName?: string }) {
  return (
    <div className={cn('relative', boxClassName)}>
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted">{prefix}</span>
      <Input inputMode="decimal" className={cn('pl-10', className)} {...props} />
    </div>
  );
}
