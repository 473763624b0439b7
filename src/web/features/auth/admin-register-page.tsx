import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { registerSchema, type RegisterInput } from '@shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { AuthCard } from './auth-card';
import { registerAdmin } from './auth-api';
import { RegisterFields } from './register-fields';

export function AdminRegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), reValidateMode: 'onChange' });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { status } = await registerAdmin(values);
      if (status === 'admin') toast.success('Cadastro de administrador realizado com sucesso!');
      else toast.success('Cadastro realizado! Um administrador da loja precisa aprovar seu acesso antes do primeiro login.');
      navigate('/admin-login');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Falha no cadastro. Tente novamente.');
    }
  });

  return (
    <AuthCard
      title="Cadastro de administrador"
      subtitle="A primeira conta vira dona da loja; as seguintes aguardam aprovação."
      footer={
        <Link className="font-semibold text-primary underline-offset-4 hover:underline" to="/admin-login">
          Já tenho acesso: entrar
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <RegisterFields form={form} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Cadastrando...' : 'Cadastrar'}
        </Button>
      </form>
    </AuthCard>
  );
}
