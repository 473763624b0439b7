import type { UseFormReturn } from 'react-hook-form';
import type { RegisterInput } from '@shared/schemas/auth';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from './password-input';

/** Name, email and password: the fields both registrations share (docs/product.md#sign-in-and-registration). */
export function RegisterFields({ form }: { form: UseFormReturn<RegisterInput> }) {
  const { errors } = form.formState;
  return (
    <>
      <Field id="name" label="Nome" error={errors.name?.message}>
        <Input
          id="name"
          autoComplete="name"
          aria-invalid={!!errors.name}
          aria-describedby="name-error"
          {...form.register('name')}
        />
      </Field>
      <Field id="email" label="Email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          aria-describedby="email-error"
          {...form.register('email')}
        />
      </Field>
      <Field id="password" label="Senha" error={errors.password?.message} hint="Mínimo de 6 caracteres">
        <PasswordInput
          id="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          aria-describedby="password-error"
          {...form.register('password')}
        />
      </Field>
    </>
  );
}
