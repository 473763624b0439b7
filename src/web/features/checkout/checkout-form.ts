import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { CheckoutForm, CheckoutFormInput } from '@shared/schemas/checkout';
import { formField } from '@web/lib/form-field';

/** The checkout's form (react-hook-form over the shared checkout schema). */
export type CheckoutFormApi = UseFormReturn<CheckoutFormInput, unknown, CheckoutForm>;

/** A checkout field's props for the field primitives (`components/ui/field.tsx`): ids `checkout-<name>`. */
export const checkoutField = (
  form: CheckoutFormApi,
  name: FieldPath<CheckoutFormInput>,
  mask?: (v: string) => string,
) => formField(form, name, { id: `checkout-${name}`, mask });
