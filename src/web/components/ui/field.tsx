import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * What ties a control to the messages under it: `aria-invalid` from its error, `aria-describedby`
 * at the message shown (the error, else the hint).
 */
type FieldAria = { 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** The aria attributes of a control whose messages `<FieldMessage id={id}>` draws. */
export function fieldAria(id: string, error?: string | null, hint?: ReactNode): FieldAria {
  return {
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/**
 * Under a control: its validation message (announced), else its hint; `${id}-error` and
 * `${id}-hint` are the ids `fieldAria` points at. `children` follow the error's text (a link).
 */
export function FieldMessage({
  id,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  if (error)
    return (
      <p id={`${id}-error`} role="alert" className={cn('text-sm text-danger', className)}>
        {error}
        {children}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className={cn('text-xs text-muted', className)}>
        {hint}
      </p>
    );
  return null;
}

/** A label, its control and the validation message, wired for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
