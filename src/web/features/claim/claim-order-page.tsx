import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LogIn, MailCheck, PackageCheck, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { shortOrderId } from '@shared/order-number';
import { claimSignupSchema, type ClaimSignupInput } from '@shared/schemas/checkout';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { LoadingState } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { formField } from '@web/lib/form-field';
import { toast } from '@web/lib/toast';
import { signIn } from '../auth/auth-api';
import { requestPasswordLink } from '../auth/password-api';
import { PasswordField } from '../auth/password-input';
import { ME_KEY, useCurrentUser } from '../auth/use-current-user';
import { useStoreInfo } from '../store-info/use-store-info';
import { StoreWhatsappLink } from '../store-info/whatsapp-link';
import { claimOrder, signUpToClaim } from './claim-api';

export const CLAIM_REDIRECT_MS = 2000;
const FAILED = 'Não foi possível vincular o pedido. Tente novamente.';

/** /claim-order (docs/product.md#guest-accounts-and-claiming-an-order): link a guest order by signing up or logging in. */
export function ClaimOrderPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const email = params.get('email');
  const { user, isLoading } = useCurrentUser();
  if (!orderId || !email) return <Navigate to="/" replace />;
  if (isLoading) return <LoadingState text="Verificando autenticação..." />;
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      {user ? <AutoClaim orderId={orderId} email={user.email} /> : <ClaimSignup orderId={orderId} email={email} />}
    </main>
  );
}

/**
 * Signed in: the order is linked at once, then /customer/orders after 2 s. An account that has
 * not proven its email is offered the emailed link that proves it and links the order.
 */
function AutoClaim({ orderId, email }: { orderId: string; email: string }) {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: 'linking' | 'linked' | 'failed' | 'unproven'; message?: string }>({
    status: 'linking',
  });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    claimOrder(orderId)
      .then(() => {
        setState({ status: 'linked' });
        toast.success('Pedido vinculado!');
      })
      .catch((err: Error) => {
        if (err instanceof ApiError && err.code === 'email_unproven') return setState({ status: 'unproven' });
        setState({ status: 'failed', message: err.message || FAILED });
        toast.error(FAILED);
      });
  }, [orderId]);

  useEffect(() => {
    if (state.status !== 'linked') return;
    const t = setTimeout(() => navigate('/customer/orders', { replace: true }), CLAIM_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [state.status, navigate]);

  if (state.status === 'linking') return <LoadingState text="Vinculando pedido..." />;
  if (state.status === 'unproven') return <ProveEmail orderId={orderId} email={email} />;
  if (state.status === 'failed') {
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        <h1 className="text-xl font-bold">{FAILED}</h1>
        {state.message && state.message !== FAILED && <p className="text-sm text-muted">{state.message}</p>}
        <Link to="/" className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
          Voltar para o cardápio
        </Link>
      </Card>
    );
  }
  return (
    <Card className="flex flex-col items-center gap-2 p-6 text-center" role="status">
      <CircleCheck className="size-14 text-success" aria-hidden />
      <h1 className="text-2xl font-bold">Pedido Vinculado!</h1>
      <p className="text-sm text-muted">
        O pedido #{shortOrderId(orderId)} agora está na sua conta. Levando você para seus pedidos...
      </p>
      <Link to="/customer/orders" className={cn(buttonVariants({ variant: 'primary' }), 'mt-2 w-full')}>
        Ver meus pedidos
      </Link>
    </Card>
  );
}

/**
 * The account must show the email is theirs: the emailed link does, and links the order when
 * used. A store that sends no email cannot: the browser that placed the order can (its claim
 * token), so the customer is told to open this page there (docs/decisions/016).
 */
function ProveEmail({ orderId, email }: { orderId: string; email: string }) {
  const store = useStoreInfo();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  if (!store.emailEnabled)
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center" role="status">
        <Smartphone className="size-12 text-primary" aria-hidden />
        <h1 className="text-xl font-bold">Abra no aparelho do pedido</h1>
        <p className="text-sm text-muted">
          Para proteger seus pedidos, o pedido #{shortOrderId(orderId)} só é vinculado a partir do celular ou computador
          em que ele foi feito. Entre na sua conta por lá e ele aparece em Meus Pedidos.
        </p>
        <p className="text-sm text-muted">Não tem mais esse aparelho? A loja acompanha seu pedido por você.</p>
        <StoreWhatsappLink whatsapp={store.whatsapp} orderNumber={shortOrderId(orderId)} />
        <Link to="/" className={cn(buttonVariants({ variant: 'ghost' }))}>
          Voltar para o cardápio
        </Link>
      </Card>
    );
  const send = async () => {
    setSending(true);
    try {
      await requestPasswordLink({ email });
      setSent(true);
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : FAILED);
    } finally {
      setSending(false);
    }
  };
  return (
    <Card className="flex flex-col items-center gap-3 p-6 text-center" role="status">
      <MailCheck className="size-12 text-primary" aria-hidden />
      <h1 className="text-xl font-bold">Confirme que o email é seu</h1>
      {sent ? (
        <p className="text-sm text-muted">
          Enviamos um link para <span className="font-semibold text-ink">{email}</span>. Abra-o neste ou em outro
          aparelho e crie uma nova senha: o pedido #{shortOrderId(orderId)} entra na sua conta na hora.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Para proteger seus pedidos, o pedido #{shortOrderId(orderId)} só é vinculado depois que você abrir um link
            enviado para <span className="font-semibold text-ink">{email}</span>.
          </p>
          <Button size="lg" className="w-full" disabled={sending} onClick={send}>
            {sending ? 'Enviando...' : 'Enviar link de confirmação'}
          </Button>
        </>
      )}
      <Link to="/" className={cn(buttonVariants({ variant: 'ghost' }))}>
        Voltar para o cardápio
      </Link>
    </Card>
  );
}

function ClaimSignup({ orderId, email }: { orderId: string; email: string }) {
  const qc = useQueryClient();
  const form = useForm<ClaimSignupInput>({
    resolver: zodResolver(claimSignupSchema),
    defaultValues: { email, password: '', confirmPassword: '' },
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;
  const here = `/claim-order?${new URLSearchParams({ orderId, email }).toString()}`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUpToClaim(values.email, values.password);
      await signIn(values.email, values.password, 'Erro ao criar conta. Tente novamente.');
      await qc.invalidateQueries({ queryKey: ME_KEY });
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : 'Erro ao criar conta. Tente novamente.');
    }
  });

  return (
    <>
      <Card className="flex items-start gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <PackageCheck className="size-5" aria-hidden />
        </span>
        <div>
          <h1 className="text-lg font-bold">Vincule seu pedido</h1>
          <p className="text-sm text-muted">
            Seu pedido <span className="font-semibold text-ink">#{shortOrderId(orderId)}</span> foi recebido. Entre ou
            crie uma conta com <span className="font-semibold text-ink">{email}</span> para acompanhá-lo.
          </p>
        </div>
      </Card>
      <Card className="p-4 sm:p-5">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            {...formField(form, 'email', { id: 'claim-email' })}
          />
          <PasswordField
            label="Senha"
            autoComplete="new-password"
            {...formField(form, 'password', { id: 'claim-password' })}
          />
          <PasswordField
            label="Confirmar senha"
            autoComplete="new-password"
            {...formField(form, 'confirmPassword', { id: 'claim-confirm' })}
          />
          <Button type="submit" size="lg" disabled={isSubmitting} className="px-3 text-[15px]">
            {isSubmitting ? 'Criando conta...' : 'Criar Conta e Vincular Pedido'}
          </Button>
        </form>
        <div className="my-4 flex items-center gap-3 text-xs text-muted">
          <span className="h-px flex-1 bg-line" /> já tem conta? <span className="h-px flex-1 bg-line" />
        </div>
        <Link
          to={`/login?${new URLSearchParams({ redirect: here }).toString()}`}
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'w-full')}
        >
          <LogIn className="size-5" aria-hidden /> Fazer Login
        </Link>
        <Link
          to={`/forgot-password?${new URLSearchParams({ email }).toString()}`}
          className="mt-3 block text-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Esqueci minha senha
        </Link>
      </Card>
      <Link to="/" className={cn(buttonVariants({ variant: 'ghost' }), 'self-center')}>
        Continuar sem conta
      </Link>
    </>
  );
}
