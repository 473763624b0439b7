import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { formField } from '@web/lib/form-field';
import { PasswordField } from './password-input';

type Credentials = { email: string; password: string };

/**
 * Email, password, 'Esqueci minha senha' and 'Entrar': the form of both sign-in pages, /login
 * and /admin-login (docs/product.md#sign-in-and-registration). Each page keeps its own form state
 * (its schema), what signing in does, and where 'Esqueci minha senha' leads.
 */
export function SignInForm({
  form,
  onSubmit,
  forgotPasswordTo,
}: {
  form: UseFormReturn<Credentials>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  forgotPasswordTo: string;
}) {
  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
      <PasswordField label="Senha" autoComplete="current-password" {...formField(form, 'password')} />
      <Link
        className="-mt-2 self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        to={forgotPasswordTo}
      >
        Esqueci minha senha
      </Link>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
