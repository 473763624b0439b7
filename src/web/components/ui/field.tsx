import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';
import { Input, MoneyInput } from './input';

/**
 * What ties a control to the messages under it: `aria-invalid` from its error, `aria-describedby`
 * at the message shown (the error, else the hint). Every form field gets these from here.
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

export type FieldProps = {
  /** The control's id; its messages are `${id}-error` and `${id}-hint`. */
  id: string;
  label: ReactNode;
  /** The validation message; set, the control is marked invalid and described by it. */
  error?: string;
  /** Shown while there is no error, and describes the control. */
  hint?: ReactNode;
  /** The label for screen readers only (a section's title already says it). */
  hideLabel?: boolean;
  /** On the field's box (grid spans, width). */
  className?: string;
};

/**
 * A form field: its label, the control `children` draws with the props it is given (id and
 * aria), and the hint or validation message under it. The variants below draw the usual controls.
 */
export function Field({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  children,
}: FieldProps & { children: (control: { id: string } & FieldAria) => ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children({ id, ...fieldAria(id, error, hint) })}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** The control's own props, less what the field sets; `controlClassName` styles the control itself. */
type ControlProps<A, E> = Omit<A, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  ref?: Ref<E>;
  controlClassName?: string;
};
type InputControl = ControlProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;

/** A variant's props split into the field's, the control's class and the control's own. */
export function splitFieldProps<P extends FieldProps & { controlClassName?: string }>({
  id,
  label,
  error,
  hint,
  hideLabel,
  className,
  controlClassName,
  ...control
}: P) {
  return { field: { id, label, error, hint, hideLabel, className }, controlClassName, control };
}

export function TextField(props: FieldProps & InputControl) {
  const { field, controlClassName, control } = splitFieldProps(props);
  return <Field {...field}>{(aria) => <Input {...control} {...aria} className={controlClassName} />}</Field>;
}

/** An amount in reais ('R$' inside the box, decimal keyboard). */
export function MoneyField(props: FieldProps & InputControl) {
  const { field, controlClassName, control } = splitFieldProps(props);
  return <Field {...field}>{(aria) => <MoneyInput {...control} {...aria} className={controlClassName} />}</Field>;
}

export function TextareaField(
  props: FieldProps & ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>,
) {
  const { field, controlClassName, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(aria) => (
        <textarea
          {...control}
          {...aria}
          className={cn(
            'w-full rounded-xl border border-line bg-surface px-3 py-2 text-base focus:border-primary focus:outline-none',
            'aria-[invalid=true]:border-danger',
            controlClassName,
          )}
        />
      )}
    </Field>
  );
}

export function SelectField(
  props: FieldProps & ControlProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement>,
) {
  const { field, controlClassName, control } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(aria) => (
        <select
          {...control}
          {...aria}
          className={cn(
            'min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-base text-ink focus:border-primary focus:outline-none aria-[invalid=true]:border-danger',
            controlClassName,
          )}
        />
      )}
    </Field>
  );
}
