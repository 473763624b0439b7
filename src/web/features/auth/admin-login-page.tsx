import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { adminLoginSchema, type AdminLoginInput } from '@shared/schemas/auth';
import { LoadingState } from '@web/components/ui/spinner';
import { safeRedirect } from '@web/lib/safe-redirect';
import { toast } from '@web/lib/toast';
import { fetchMe, signIn, signOut } from './auth-api';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';
import { ME_KEY, useCurrentUser } from './use-current-user';

export function AdminLoginPage() {
  const { isAdmin, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  // Back to the admin page the person was on (an expired session sends them here with it).
  const wanted = safeRedirect(params.get('redirect'));
  const redirect = wanted.startsWith('/admin') ? wanted : '/admin';
  const form = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), reValidateMode: 'onChange' });
  const { isSubmitting } = form.formState;

  if (isLoading) return <LoadingState text="Verificando autenticação..." />;
  if (isAdmin && !isSubmitting) return <Navigate to={redirect} replace />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn(values.email, values.password, 'Credenciais de administrador inválidas ou falha no login.');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Credenciais de administrador inválidas ou falha no login.');
      return;
    }
    // After the password sign-in the role must be admin, else sign out (docs/product.md#sign-in-and-registration).
    let me;
    try {
      me = await fetchMe();
    } catch {
      await signOut().catch(() => {});
      qc.setQueryData(ME_KEY, null);
      toast.error('Erro ao verificar permissões de administrador');
      return;
    }
    if (!me) {
      toast.error('Falha ao obter dados do usuário');
      return;
    }
    if (!me.isAdmin) {
      await signOut().catch(() => {});
      qc.setQueryData(ME_KEY, null);
      toast.error('Acesso negado. Você não tem permissões de administrador.');
      return;
    }
    qc.setQueryData(ME_KEY, me);
    toast.success('Login de administrador realizado com sucesso!');
    navigate(redirect, { replace: true });
  });

  return (
    <AuthCard
      title="Área do administrador"
      subtitle="Entre com sua conta de equipe."
      footer={
        <>
          <Link className="font-semibold text-primary underline-offset-4 hover:underline" to="/admin-register">
            Solicitar acesso de administrador
          </Link>
          <Link className="underline-offset-4 hover:underline" to="/login">
            Sou cliente
          </Link>
        </>
      }
    >
      <SignInForm form={form} onSubmit={onSubmit} forgotPasswordTo="/forgot-password?admin=1" />
    </AuthCard>
  );
}
