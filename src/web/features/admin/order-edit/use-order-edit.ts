import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import type { OrderEditResult } from '@shared/contract/order-edits';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import type { OrderEditInput } from '@shared/schemas/order-edit';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import type { Draft } from '../counter-order/draft';
import { ORDERS_KEY, type AdminOrderDetail } from '../orders/orders-api';
import { draftOf, editInput, type EditDraft } from './edit-draft';
import { fetchEditQuote, saveOrderEdit } from './order-edit-api';

/** What the toast says once saved: the new total, and what happened to a difference paid back. */
function savedMessage(id: string, r: OrderEditResult): string {
  const head = `Pedido #${shortOrderId(id)} alterado: total ${formatBRL(r.totalCents)}`;
  const back = formatBRL(r.refundCents);
  if (r.refundStatus === 'refunded') return `${head}. ${back} estornados no cartão do cliente.`;
  if (r.refundStatus === 'failed') return `${head}. O estorno de ${back} falhou: estorne pelo painel do Stripe.`;
  if (r.refundStatus === 'manual') return `${head}. Devolva ${back} ao cliente.`;
  return r.printers.length ? `${head}. Enviado à cozinha como ALTERADO.` : `${head}.`;
}

/** 'Alterar pedido': the change, its quote from the server, and saving it. */
export function useOrderEdit(order: AdminOrderDetail) {
  const [state, setState] = useState<EditDraft>(() => draftOf(order));
  const { can } = useCurrentUser();
  // Giving money back is the refunds permission's (Dono, Gerente): offered, ticked, only to them.
  const [refund, setRefund] = useState(true);
  const setDraft: Dispatch<SetStateAction<Draft>> = (next) =>
    setState((s) => ({ ...s, draft: typeof next === 'function' ? next(s.draft) : next }));
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setKept = (itemId: string, quantity: number) =>
    setState((s) => ({ ...s, kept: s.kept.map((k) => (k.itemId === itemId ? { ...k, quantity } : k)) }));

  const current = JSON.stringify(editInput(order, state));
  const request = useDebouncedValue(current, 250);
  const quote = useQuery({
    queryKey: ['admin', 'order-edit-quote', order.id, request],
    queryFn: ({ signal }) => fetchEditQuote(order.id, JSON.parse(request), signal),
    enabled: request !== 'null',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const client = useQueryClient();
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: (input: OrderEditInput) => saveOrderEdit(order.id, input),
    onSuccess: (result) => {
      toast.success(savedMessage(order.id, result));
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      void navigate('/admin/orders', { state: { openOrder: order.id } });
    },
    onError: (err) => toast.error(failureMessage('Não foi possível salvar a alteração', err)),
  });
  // The total staff confirm is the one on screen: saved only once the quote answers what is typed now.
  const settled = request === current && quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching;
  const problem =
    current === 'null'
      ? 'Informe o endereço de entrega'
      : quote.isError
        ? failureMessage('Confira a alteração', quote.error)
        : !settled
          ? 'Calculando o total...'
          : quote.data.changes.length === 0
            ? 'Nada foi alterado ainda.'
            : null;
  // Back on the card when ticked (and the role refunds); a PIX's difference is recorded to return by hand.
  const refunds =
    settled && quote.data.refundableCents > 0 && (quote.data.refundsByCard ? can('refunds') && refund : true);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = editInput(order, state);
    if (problem || !input || save.isPending || !quote.data) return;
    save.mutate({ ...input, quotedTotalCents: quote.data.totalCents, refundDifference: refunds });
  };
  return { ...state, update, setDraft, setKept, quote, save, submit, settled, problem, refund, setRefund };
}

export type OrderEditState = ReturnType<typeof useOrderEdit>;
