import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export function Input({
  className,
  ref,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
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
