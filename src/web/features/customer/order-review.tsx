import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Star, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { ReviewView } from '@shared/contract/reviews';
import { shortOrderId } from '@shared/order-number';
import type { ReviewInput } from '@shared/schemas/reviews';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { GivenReview } from '../reviews/given-review';
import { ReviewForm } from '../reviews/review-form';
import { CUSTOMER_ORDERS_KEY, type CustomerOrder } from './orders-api';

/**
 * A delivered order's review in Meus Pedidos (docs/product.md#reviews): 'Avaliar pedido', or
 * the review given and the store's answer. `?avaliar=<id>` (a push's link) opens the rating.
 */
export function OrderReview({ order, startOpen }: { order: CustomerOrder; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen && order.reviewable);
  if (order.review)
    return (
      <section className="border-t border-line pt-3" aria-label="Sua avaliação">
        <GivenReview review={order.review} />
      </section>
    );
  if (!order.reviewable) return null;
  return (
    <>
      <Button variant="soft" className="min-h-11" onClick={() => setOpen(true)}>
        <Star className="size-4" aria-hidden /> Avaliar pedido
      </Button>
      {open && <ReviewDialog orderId={order.id} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReviewDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const qc = useQueryClient();
  const rate = useMutation({
    mutationFn: (input: ReviewInput) =>
      api<ReviewView>(`/api/customer/orders/${orderId}/review`, { method: 'POST', json: input }),
    onSuccess: () => {
      toast.success('Obrigado pela avaliação!');
      void qc.invalidateQueries({ queryKey: CUSTOMER_ORDERS_KEY });
      onClose();
    },
  });
  return (
    <Dialog.Root open onOpenChange={(v) => !v && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <header className="flex items-center gap-2 border-b border-line py-2 pr-2 pl-5">
            <Dialog.Title className="flex-1 text-lg font-bold">Avaliar pedido #{shortOrderId(orderId)}</Dialog.Title>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-full hover:bg-canvas"
              aria-label="Fechar"
            >
              <X className="size-5" />
            </Dialog.Close>
          </header>
          <div className="overflow-y-auto px-5 pt-4 pb-[max(1.25rem,env(safe-area-inset-bottom))]">
            <ReviewForm
              onSubmit={(input) => rate.mutate(input)}
              pending={rate.isPending}
              error={rate.error?.message ?? null}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
