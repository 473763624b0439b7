import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { registerSchema, type RegisterInput } from '@shared/schemas/auth';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/lib/toast';
import { signUp } from './auth-api';
import { AuthCard } from './auth-card';
import { RegisterFields } from './register-fields';

export function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), reValidateMode: 'onChange' });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp(values);
      toast.success('Cadastro realizado com sucesso! Verifique seu email para confirmação (se aplicável).');
      navigate('/login');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Falha no cadastro. Tente novamente.');
    }
  });

  return (
    <AuthCard
      title="Criar conta"
      subtitle="Cadastre-se para pedir mais rápido da próxima vez."
      footer={
        <p>
          Já tem uma conta?{' '}
          <Link className="font-semibold text-primary underline-offset-4 hover:underline" to="/login">
            Entrar
          </Link>
        </p>
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
