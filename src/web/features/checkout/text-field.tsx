import type { InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm, CheckoutFormInput } from '@shared/schemas/checkout';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

type Name = Exclude<keyof CheckoutFormInput, 'paymentMethod' | 'fulfilment'>;

/** A checkout input wired to the form: label, mask, validation message, screen-reader links. */
export type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutForm>;

export function TextField({
  f: form,
  name,
  label,
  mask,
  className,
  hint,
  ...input
}: {
  f: CheckoutFormApi;
  name: Name;
  label: string;
  mask?: (v: string) => string;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const error = form.formState.errors[name]?.message;
  const reg = form.register(name);
  return (
    <div className={cn('min-w-0', className)}>
      <Field id={`checkout-${name}`} label={label} error={error} hint={hint}>
        <Input
          id={`checkout-${name}`}
          aria-invalid={!!error}
          aria-describedby={error ? `checkout-${name}-error` : undefined}
          {...input}
          {...reg}
          onChange={(e) => {
            if (mask) e.target.value = mask(e.target.value);
            return reg.onChange(e);
          }}
        />
      </Field>
    </div>
  );
}
