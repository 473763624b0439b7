import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { customerLoginSchema, type CustomerLoginInput } from '@shared/schemas/auth';
import { LoadingState } from '@web/components/ui/spinner';
import { safeRedirect } from '@web/lib/safe-redirect';
import { toast } from '@web/lib/toast';
import { signIn } from './auth-api';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';
import { ME_KEY, useCurrentUser } from './use-current-user';

export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const redirect = safeRedirect(params.get('redirect'));
  const form = useForm<CustomerLoginInput>({
    resolver: zodResolver(customerLoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;

  if (isLoading) return <LoadingState text="Verificando autenticação..." />;
  if (user && !isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn(values.email, values.password, 'Falha no login. Verifique suas credenciais.');
      await qc.invalidateQueries({ queryKey: ME_KEY });
      toast.success('Login realizado com sucesso!');
      navigate(redirect, { replace: true });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Falha no login. Verifique suas credenciais.');
    }
  });

  return (
    <AuthCard
      title="Entrar"
      subtitle="Acesse sua conta para acompanhar seus pedidos."
      footer={
        <>
          <p>
            Não tem uma conta?{' '}
            <Link className="font-semibold text-primary underline-offset-4 hover:underline" to="/register">
              Cadastre-se
            </Link>
          </p>
        </>
      }
    >
      <SignInForm form={form} onSubmit={onSubmit} forgotPasswordTo="/forgot-password" />
    </AuthCard>
  );
}
