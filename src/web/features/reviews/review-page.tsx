import { CircleCheck, Star } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '@shared/format-date';
import { shortOrderId } from '@shared/order-number';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useDocumentMeta } from '@web/components/use-document-meta';
import { ApiError } from '@web/lib/api';
import { GivenReview } from './given-review';
import { ReviewForm } from './review-form';
import { useRateInvited, useReviewPage } from './reviews-api';

const INVALID =
  'Este link de avaliação não é válido. Abra o link do convite que você recebeu ou avalie em Meus Pedidos.';

/** /avaliar/:orderId?t=: the invitation's link rates the order without signing in (docs/product.md#reviews). */
export function ReviewPage() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  useDocumentMeta('Avaliar pedido');
  const page = useReviewPage(orderId, token);
  const rate = useRateInvited(orderId, token);
  if (page.isPending) return <LoadingState text="Carregando pedido..." />;
  const data = page.data;
  // Only a 404 is a bad link; a server or connection failure can be tried again.
  const failed = page.error && !(page.error instanceof ApiError && page.error.status === 404);
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-6">
      {!data ? (
        <Card className="p-6 text-center">
          <h1 className="text-xl font-bold">Avaliar pedido</h1>
          <p role="alert" className="mt-2 text-sm text-muted">
            {failed ? page.error.message : INVALID}
          </p>
          {failed && (
            <Button variant="outline" className="mt-4" onClick={() => page.refetch()}>
              Tentar novamente
            </Button>
          )}
        </Card>
      ) : (
        <Card className="flex flex-col gap-5 p-5">
          <header className="flex flex-col items-center gap-1 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
              {data.review ? <CircleCheck className="size-6" aria-hidden /> : <Star className="size-6" aria-hidden />}
            </span>
            <h1 className="text-xl font-bold">
              {data.review ? 'Obrigado pela avaliação!' : `Como foi seu pedido na ${data.storeName}?`}
            </h1>
            <p className="text-sm text-muted">
              Pedido #{shortOrderId(data.order.id)} · {formatDateTime(data.order.createdAt)}
            </p>
            <p className="text-sm text-muted">{data.order.items.map((i) => `${i.quantity}× ${i.name}`).join(', ')}</p>
          </header>
          {data.review ? (
            <GivenReview review={data.review} />
          ) : data.open ? (
            <ReviewForm
              onSubmit={(input) => rate.mutate(input)}
              pending={rate.isPending}
              error={rate.error?.message ?? null}
            />
          ) : (
            <p className="text-center text-sm text-muted">Este pedido não pode mais ser avaliado.</p>
          )}
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Ver o cardápio
          </Link>
        </Card>
      )}
    </main>
  );
}
