import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { parseReaisToCents } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import type { StaffOrderInput } from '@shared/schemas/staff-order';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { ORDERS_KEY } from '../orders/orders-api';
import { fetchStaffQuote, placeStaffOrder } from './counter-order-api';
import { chosenAddress, discountOf, EMPTY_DRAFT, quoteInput, taxIdError, type Draft } from './draft';

/** A new key per order taken: a retry or a double Enter answers the same order. */
const newKey = () => crypto.randomUUID();

/** What keeps the order from being sent, first problem first; null when it may go. */
function blocker(d: Draft): string | null {
  if (d.phone.replace(/\D/g, '').length < 8) return 'Informe o telefone do cliente';
  if (d.name.trim().length < 2) return 'Informe o nome do cliente';
  const taxId = taxIdError(d);
  if (taxId) return taxId;
  if (d.fulfilment === 'delivery' && !chosenAddress(d)) return 'Informe o endereço de entrega';
  if (!d.lines.length) return 'Adicione ao menos um produto';
  if (!d.paymentMethod) return 'Escolha a forma de pagamento';
  if (d.discountValue.trim() && !discountOf(d)) return 'Desconto inválido';
  if (discountOf(d) && d.discountReason.trim().length < 2) return 'Informe o motivo do desconto';
  return null;
}

/** 'Novo pedido': the draft, its quote from the server, and sending it. */
export function useCounterOrder() {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [key, setKey] = useState(newKey);
  const [tried, setTried] = useState(false);
  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const request = useDebouncedValue(JSON.stringify(quoteInput(draft)), 250);
  const quote = useQuery({
    queryKey: ['admin', 'staff-quote', request],
    queryFn: ({ signal }) => fetchStaffQuote(JSON.parse(request), signal),
    enabled: request !== 'null',
    placeholderData: keepPreviousData,
    retry: false,
  });
  const client = useQueryClient();
  const navigate = useNavigate();
  const place = useMutation({
    mutationFn: (input: StaffOrderInput) => placeStaffOrder(input),
    onSuccess: ({ id }) => {
      toast.success(`Pedido #${shortOrderId(id)} enviado para a cozinha`);
      setKey(newKey());
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      void navigate('/admin/orders');
    },
    onError: (err) => toast.error(failureMessage('Não foi possível enviar o pedido', err)),
  });
  const current = JSON.stringify(quoteInput(draft));
  // The total staff confirm is the one on screen: sent only once the quote answers what is typed now.
  const settled = request === current && quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching;
  const problem =
    blocker(draft) ??
    (settled ? null : quote.isError ? failureMessage('Confira o pedido', quote.error) : 'Calculando o total...');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const input = quoteInput(draft);
    if (problem || !input || place.isPending) return;
    const change = draft.paymentMethod === 'cash' && draft.change.trim() ? parseReaisToCents(draft.change) : null;
    place.mutate({
      ...input,
      customer: { name: draft.name.trim(), phone: draft.phone.trim() },
      channel: draft.channel,
      paymentMethod: draft.paymentMethod as StaffOrderInput['paymentMethod'],
      changeForCents: change,
      notes: draft.notes,
      taxId: draft.taxId,
      idempotencyKey: key,
      quotedTotalCents: quote.data!.totalCents,
    });
  };
  return { draft, update, setDraft, quote, place, submit, settled, problem: tried ? problem : null };
}

export type CounterOrder = ReturnType<typeof useCounterOrder>;
