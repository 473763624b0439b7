import { useMutation } from '@tanstack/react-query';
import { BellOff, CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { OkResponse } from '@shared/contract/common';
import { WIN_BACK_LINK_MESSAGE } from '@shared/schemas/win-back';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { api } from '@web/lib/api';
import { useStoreInfo } from '../store-info/use-store-info';

/**
 * /parar-mensagens (docs/product.md#sentimos-sua-falta): the 'Sentimos sua falta' email's way
 * out. No sign-in: the link carries the account and its signature. One click stops it; opening
 * the link alone stops nothing, since mail scanners follow links.
 */
export function StopMessagesPage() {
  const [params] = useSearchParams();
  const customer = params.get('cliente') ?? '';
  const token = params.get('token') ?? '';
  const store = useStoreInfo();
  const stop = useMutation({
    mutationFn: () => api<OkResponse>('/api/win-back/stop', { method: 'POST', json: { customer, token } }),
  });
  const home = (
    <Link to="/" className={buttonVariants({ variant: 'outline' })}>
      Ver o cardápio
    </Link>
  );
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        {stop.isSuccess ? (
          <>
            <CircleCheck className="size-10 text-success" aria-hidden />
            <h1 className="text-xl font-bold">Pronto</h1>
            <p role="status">
              Você não vai mais receber as mensagens “Sentimos sua falta” da {store.name}. Os avisos dos seus pedidos
              continuam chegando.
            </p>
            {home}
          </>
        ) : (
          <>
            <BellOff className="size-10 text-primary" aria-hidden />
            <h1 className="text-xl font-bold">Parar as mensagens “Sentimos sua falta”</h1>
            <p className="text-muted">
              São os emails com um cupom que a {store.name} manda, no máximo um por mês, quando você fica um tempo sem
              pedir.
            </p>
            {!customer || !token ? (
              <p role="alert" className="text-danger">
                {WIN_BACK_LINK_MESSAGE}
              </p>
            ) : (
              <>
                {stop.isError && (
                  <p role="alert" className="text-danger">
                    {stop.error.message}
                  </p>
                )}
                <Button size="lg" className="w-full" disabled={stop.isPending} onClick={() => stop.mutate()}>
                  {stop.isPending ? 'Enviando...' : 'Não quero mais receber'}
                </Button>
              </>
            )}
            {home}
          </>
        )}
      </Card>
    </main>
  );
}
