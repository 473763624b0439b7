import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@shared/schemas/password';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { formField } from '@web/lib/form-field';
import { useStoreInfo } from '../store-info/use-store-info';
import { StoreWhatsappLink } from '../store-info/whatsapp-link';
import { AuthCard } from './auth-card';
import { requestPasswordLink } from './password-api';

/** 'Esqueci minha senha' (docs/product.md#passwords): the same answer whether or not the email has an account. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const admin = params.get('admin') === '1';
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: params.get('email') ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const back = admin ? '/admin-login' : '/login';
  const store = useStoreInfo();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSent((await requestPasswordLink(values)).message);
    } catch (err) {
      form.setError('root', { message: err instanceof ApiError ? err.message : 'Erro inesperado. Tente novamente.' });
    }
  });

  // No emails leave this store (docs/decisions/016): say what to do instead of a link that never arrives.
  if (!store.emailEnabled)
    return (
      <AuthCard
        title="Esqueci minha senha"
        footer={
          <Link className="font-semibold text-primary underline-offset-4 hover:underline" to={back}>
            Voltar para o login
          </Link>
        }
      >
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <p>Esta loja ainda não envia emails, então o link para criar uma nova senha não chegaria.</p>
          {admin ? (
            <p className="text-sm text-muted">
              No servidor da loja, rode <code className="font-mono">npm run admin -- --reset-password --email</code>{' '}
              seguido do seu email: ele mostra o link na hora.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted">Fale com a loja para recuperar o acesso à sua conta.</p>
              <StoreWhatsappLink whatsapp={store.whatsapp} />
            </>
          )}
        </div>
      </AuthCard>
    );

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle={sent ? undefined : 'Informe o email da sua conta e enviaremos um link para criar uma nova senha.'}
      footer={
        <Link className="font-semibold text-primary underline-offset-4 hover:underline" to={back}>
          Voltar para o login
        </Link>
      }
    >
      {sent ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden className="size-10 text-primary" />
          <p>{sent}</p>
          <p className="text-sm text-muted">O link vale por 1 hora. Não chegou? Veja a caixa de spam.</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...formField(form, 'email')} />
          {errors.root && (
            <p role="alert" className="text-sm text-danger">
              {errors.root.message}
            </p>
          )}
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Enviando...' : 'Enviar link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
