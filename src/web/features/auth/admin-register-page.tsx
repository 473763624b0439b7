import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { adminRegisterSchema, type AdminRegisterInput, type RegisterInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { LoadingState } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { formField } from '@web/lib/form-field';
import { toast } from '@web/lib/toast';
import { fetchAdminSetup, registerAdmin } from './auth-api';
import { AuthCard } from './auth-card';
import { RegisterFields } from './register-fields';

export function AdminRegisterPage() {
  const navigate = useNavigate();
  const setup = useQuery({ queryKey: ['admin-setup'], queryFn: fetchAdminSetup });
  const form = useForm<AdminRegisterInput>({ resolver: zodResolver(adminRegisterSchema), reValidateMode: 'onChange' });
  const { isSubmitting } = form.formState;
  const firstAdmin = setup.data?.setupPending ?? false;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { status } = await registerAdmin(values);
      if (status === 'admin') toast.success('Cadastro de administrador realizado com sucesso!');
      else
        toast.success(
          'Cadastro realizado! Um administrador da loja precisa aprovar seu acesso antes do primeiro login.',
        );
      navigate('/admin-login');
    } catch (err) {
      // A wrong or missing setup code is the one field the owner has to fix: say it there too.
      if (err instanceof ApiError && err.code === 'setup_code')
        form.setError('setupCode', { message: 'Código de configuração inválido' });
      // An existing account asks with its own password: say it under the password.
      if (err instanceof ApiError && err.code === 'wrong_password') form.setError('password', { message: err.message });
      toast.error(err instanceof Error ? err.message : 'Falha no cadastro. Tente novamente.');
    }
  });

  // The form waits for the answer so the setup-code field never pops in under the owner's thumb.
  if (setup.isPending) return <LoadingState text="Carregando..." />;

  return (
    <AuthCard
      title={firstAdmin ? 'Configurar a loja' : 'Cadastro de administrador'}
      subtitle={
        firstAdmin
          ? 'A loja ainda não tem administrador. Quem informar o código de configuração vira dono da loja.'
          : 'Seu pedido de acesso aguarda a aprovação de um administrador da loja. Já é cliente? Use o mesmo email e senha.'
      }
      footer={
        <Link className="font-semibold text-primary underline-offset-4 hover:underline" to="/admin-login">
          Já tenho acesso: entrar
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <RegisterFields form={form as unknown as UseFormReturn<RegisterInput>} />
        {firstAdmin && (
          <TextField
            label="Código de configuração"
            hint="Aparece no registro (log) do servidor ao iniciar, ou com npm run admin -- --setup-code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX"
            {...formField(form, 'setupCode')}
          />
        )}
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Cadastrando...' : 'Cadastrar'}
        </Button>
      </form>
    </AuthCard>
  );
}
