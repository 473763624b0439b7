import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { newPasswordFormSchema, type NewPasswordForm } from '@shared/schemas/password';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api';
import { formField } from '@web/lib/form-field';
import { toast } from '@web/lib/toast';
import { AuthCard } from './auth-card';
import { setPasswordFromLink } from './password-api';
import { PasswordField } from './password-input';
import { ME_KEY } from './use-current-user';

/**
 * Choosing a password from an emailed link (docs/product.md#passwords): a reset, or a guest's
 * first password (`welcome=1`). Saving signs in here and ends the account's other sessions.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const welcome = params.get('welcome') === '1';
  const navigate = useNavigate();
  const qc = useQueryClient();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const { isAdmin } = await setPasswordFromLink({ token, password });
      await qc.invalidateQueries({ queryKey: ME_KEY });
      toast.success(welcome ? 'Senha definida! Você já está conectado.' : 'Senha alterada! Você já está conectado.');
      navigate(isAdmin ? '/admin' : '/customer/orders', { replace: true });
    } catch (err) {
      form.setError('root', { message: err instanceof ApiError ? err.message : 'Erro inesperado. Tente novamente.' });
    }
  });

  return (
    <AuthCard
      title={welcome ? 'Defina sua senha' : 'Crie uma nova senha'}
      subtitle={
        welcome
          ? 'Escolha uma senha para acompanhar seus pedidos e entrar em qualquer aparelho.'
          : 'Ao salvar, você entra nesta conta e as outras sessões abertas dela são encerradas.'
      }
      footer={
        <Link className="font-semibold text-primary underline-offset-4 hover:underline" to="/forgot-password">
          Pedir um novo link
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <PasswordField label="Nova senha" autoComplete="new-password" {...formField(form, 'password')} />
        <PasswordField label="Confirmar senha" autoComplete="new-password" {...formField(form, 'confirmPassword')} />
        {errors.root && (
          <p role="alert" className="text-sm text-danger">
            {errors.root.message}
          </p>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting || !token}>
          {isSubmitting ? 'Salvando...' : 'Salvar senha'}
        </Button>
      </form>
    </AuthCard>
  );
}
