import type { UseFormReturn } from 'react-hook-form';
import type { RegisterInput } from '@shared/schemas/auth';
import { TextField } from '@web/components/ui/field';
import { formField } from '@web/lib/form-field';
import { PasswordField } from './password-input';

/** Name, email and password: the fields both registrations share (docs/product.md#sign-in-and-registration). */
export function RegisterFields({ form }: { form: UseFormReturn<RegisterInput> }) {
  return (
    <>
      <TextField label="Nome" autoComplete="name" {...formField(form, 'name')} />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...formField(form, 'email')} />
      <PasswordField
        label="Senha"
        hint="Mínimo de 6 caracteres"
        autoComplete="new-password"
        {...formField(form, 'password')}
      />
    </>
  );
}
