import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import type { WhatsappStopResponse } from '@shared/contract/whatsapp';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { useStoreInfo } from '../store-info/use-store-info';
import { CUSTOMER_ORDERS_KEY, type CustomerOrder } from './orders-api';

const inProgress = (o: CustomerOrder) => o.status !== 'delivered' && o.status !== 'cancelled';

/**
 * 'Atualizações pelo WhatsApp' (docs/product.md#whatsapp-messages): while an order asked for
 * them is on its way, the customer may stop the messages of all their orders.
 */
export function OrderWhatsappCard({ orders }: { orders: CustomerOrder[] }) {
  const store = useStoreInfo();
  const qc = useQueryClient();
  const stop = useMutation({
    mutationFn: () => api<WhatsappStopResponse>('/api/customer/whatsapp/stop', { method: 'POST' }),
    onSuccess: () => {
      toast.success('Você não vai mais receber mensagens dos seus pedidos pelo WhatsApp.');
      void qc.invalidateQueries({ queryKey: CUSTOMER_ORDERS_KEY });
    },
    onError: (e) => toast.error(failureMessage('Não foi possível parar as mensagens', e)),
  });
  if (!store.whatsappUpdates || !orders.some((o) => o.whatsappUpdates && inProgress(o))) return null;
  return (
    <Card data-testid="order-whatsapp-card" className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex flex-1 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
          <MessageCircle className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">Atualizações pelo WhatsApp</h2>
          <p className="mt-0.5 text-sm text-muted">
            Você recebe cada etapa do pedido no WhatsApp do telefone informado.
          </p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="ml-10 min-h-11 self-start text-muted underline-offset-4 hover:underline sm:ml-0 sm:self-center"
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        Parar de receber
      </Button>
    </Card>
  );
}
