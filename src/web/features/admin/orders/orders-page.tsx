import { ClipboardList, Eye, Printer, Wallet } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { shortOrderId } from '@shared/order-number';
import {
  canGoToKitchen,
  canSetStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  UNPAID_ONLINE_MESSAGE,
} from '@shared/order-status';
import { PaymentBadge } from '@web/components/payment-badge';
import { staffPaymentBadge } from '@web/components/payment-badge-text';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { LiveOrdersBar, useLiveOrders } from '@web/features/live/admin-live-orders';
import { useScheduledOrders } from '@web/features/live/scheduled-alarm';
import { useStoreInfo } from '@web/features/store-info/use-store-info';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useWakeLock } from '@web/lib/use-wake-lock';
import { PageHeader } from '../ui/page-header';
import { SearchInput } from '../ui/search-input';
import { CouponTag } from './coupon-tag';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderTicket } from './order-ticket';
import { useAdminOrders, useOrderActions, type AdminOrderDetail, type AdminOrderRow } from './orders-api';
import { PickupBadge } from './pickup-badge';
import { ScheduledBadge, ScheduledFilter } from './scheduled-badge';
import { StatusSelect } from './status-select';

const itemsLabel = (n: number) => (n === 1 ? '1 item' : `${n} itens`);

function StatusFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const chips = [['', 'Todos'] as const, ...ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]] as const)];
  return (
    <div
      className="-mx-4 no-scrollbar flex gap-2 overflow-x-auto px-4 md:mx-0 md:flex-wrap md:px-0"
      role="radiogroup"
      aria-label="Filtrar por status"
    >
      {chips.map(([v, label]) => (
        <button
          key={v || 'all'}
          type="button"
          role="radio"
          aria-checked={value === v}
          onClick={() => onChange(v)}
          className={cn(
            'min-h-10 shrink-0 rounded-full border px-4 text-sm font-medium whitespace-nowrap',
            value === v
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-line bg-surface text-ink hover:bg-canvas',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** `?payment=unpaid`: the 'Não pagos' filter, as the API names it. */
const UNPAID_PARAM = 'unpaid';

/** 'Não pagos': a toggle beside the status chips, so it combines with any status. */
function UnpaidFilter({ pressed, onChange }: { pressed: boolean; onChange: (v: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex min-h-10 shrink-0 items-center gap-1.5 self-start rounded-full border px-4 text-sm font-medium whitespace-nowrap',
        pressed
          ? 'border-amber-600 bg-amber-100 text-amber-950'
          : 'border-dashed border-amber-400 bg-surface text-ink hover:bg-amber-50',
      )}
    >
      <Wallet className="size-4" aria-hidden />
      Não pagos
    </button>
  );
}

/** /admin/orders (docs/product.md#admin-area, Pedidos): the screen staff keep open all day. */
export function OrdersPage() {
  // A tablet showing the orders stays awake, so the new-order alarm is heard (docs/product.md#admin-area).
  useWakeLock();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  // In the address, so the dashboard's money-not-in-yet cards can open this list filtered.
  const [params, setParams] = useSearchParams();
  const unpaid = params.get('payment') === UNPAID_PARAM;
  const setUnpaid = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('payment', UNPAID_PARAM);
        else next.delete('payment');
        return next;
      },
      { replace: true },
    );
  // 'Agendados' (docs/product.md#scheduled-orders): the scheduled orders not yet due, soonest first, in place of the list.
  const scheduledView = params.get('view') === 'scheduled';
  const setScheduledView = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('view', 'scheduled');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  const scheduled = useScheduledOrders();
  const q = useDebouncedValue(search.trim(), 300);
  const all = useAdminOrders(q, status, unpaid);
  const list = scheduledView ? scheduled : all;
  const orders = scheduledView ? (scheduled.data?.orders ?? []) : (all.data?.pages.flatMap((p) => p.orders) ?? []);
  const { setStatus: changeStatus, markPrinted } = useOrderActions();
  const [openId, setOpenId] = useState<string | null>(null);
  const [ticket, setTicket] = useState<AdminOrderDetail | null>(null);
  const live = useLiveOrders();
  const store = useStoreInfo();
  const isNew = (o: AdminOrderRow) => live?.unseen.includes(o.id) ?? false;
  const setOpen = (id: string) => {
    live?.acknowledge(id);
    setOpenId(id);
  };
  // The table's print button prints straight away (and moves a new order to Em preparação).
  const print = async (id: string) => {
    live?.acknowledge(id);
    const order = await markPrinted.mutateAsync(id).catch(() => null);
    if (!order) return;
    flushSync(() => setTicket(order));
    window.print();
  };

  // Why an unpaid card-online order has print and the kitchen statuses greyed out, under its status.
  const heldId = (o: AdminOrderRow) => `unpaid-${o.id}`;
  const heldNote = (o: AdminOrderRow) =>
    !canGoToKitchen(o) && (
      <p id={heldId(o)} className="mt-1 text-xs font-medium text-amber-800" title={UNPAID_ONLINE_MESSAGE}>
        Só vai para a cozinha depois do pagamento online
      </p>
    );
  const statusSelect = (o: AdminOrderRow) => (
    <StatusSelect
      label={`Status do pedido ${shortOrderId(o.id)}`}
      value={o.status}
      disabled={changeStatus.isPending}
      allowed={(s) => canSetStatus(o, s)}
      describedBy={canGoToKitchen(o) ? undefined : heldId(o)}
      onChange={(s) => changeStatus.mutate({ id: o.id, status: s })}
      order={o}
      fulfilment={o.fulfilment}
    />
  );
  const actions = (o: AdminOrderRow) => (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Ver detalhes do pedido ${shortOrderId(o.id)}`}
        onClick={() => setOpen(o.id)}
      >
        <Eye className="size-5" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Imprimir pedido ${shortOrderId(o.id)}`}
        aria-describedby={canGoToKitchen(o) ? undefined : heldId(o)}
        title={canGoToKitchen(o) ? undefined : UNPAID_ONLINE_MESSAGE}
        disabled={markPrinted.isPending || !canGoToKitchen(o)}
        onClick={() => void print(o.id)}
      >
        <Printer className="size-5" />
      </Button>
    </div>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col">
      <PageHeader title="Pedidos" subtitle="Mais recentes primeiro. Atualiza sozinho." />
      <LiveOrdersBar />
      <div className={cn('mb-3 flex', scheduledView && 'hidden')}>
        <SearchInput
          label="Buscar pedido pelo número"
          placeholder="Buscar pelo número do pedido..."
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className="mb-4 flex flex-col gap-2 md:flex-row md:items-start">
        <div className="flex gap-2">
          <ScheduledFilter
            pressed={scheduledView}
            count={scheduled.data?.orders.length ?? 0}
            onChange={setScheduledView}
          />
          {!scheduledView && <UnpaidFilter pressed={unpaid} onChange={setUnpaid} />}
        </div>
        {scheduledView ? (
          <p className="text-sm text-muted md:self-center">
            Pedidos agendados que ainda não chegaram no horário, do mais próximo ao mais distante.
          </p>
        ) : (
          <StatusFilter value={status} onChange={setStatus} />
        )}
      </div>
      {list.isPending ? (
        <LoadingState text="Carregando pedidos..." />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          Erro ao buscar pedidos
        </p>
      ) : orders.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
          <ClipboardList className="size-10" aria-hidden />
          <p>{scheduledView ? 'Nenhum pedido agendado.' : 'Nenhum pedido encontrado.'}</p>
        </Card>
      ) : (
        <>
          <ul className="flex flex-col gap-2 md:hidden">
            {orders.map((o) => (
              <li key={o.id}>
                <Card
                  className={cn('flex flex-col gap-3 p-4', isNew(o) && 'ring-2 ring-amber-400')}
                  data-testid="order-row"
                >
                  <button
                    type="button"
                    className="flex items-start justify-between gap-3 text-left"
                    onClick={() => setOpen(o.id)}
                  >
                    <div className="min-w-0">
                      <p className="font-bold">
                        #{shortOrderId(o.id)}{' '}
                        {isNew(o) && (
                          <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                            Novo
                          </span>
                        )}
                      </p>
                      {/* its own line: beside the number it would squeeze the total's column */}
                      {o.fulfilment === 'pickup' && <PickupBadge className="my-0.5" />}
                      <p className="truncate text-sm">{o.customerName}</p>
                      <p className="text-xs text-muted">
                        {itemsLabel(o.itemCount)} · {formatDateTime(o.createdAt)}
                      </p>
                    </div>
                    <span className="flex flex-col items-end gap-1">
                      <span className="font-bold whitespace-nowrap">{formatBRL(o.totalCents)}</span>
                      {o.couponCode && <CouponTag code={o.couponCode} />}
                      <PaymentBadge badge={staffPaymentBadge(o)} />
                    </span>
                  </button>
                  {/* its own row too: the date and time need the card's width at 360 px */}
                  {o.scheduledFor && <ScheduledBadge at={o.scheduledFor} className="-mt-1 self-start" />}
                  <div>
                    <div className="flex items-center justify-between gap-2">
                      {/* the selector shrinks so the two action buttons always fit at 360 px */}
                      <div className="min-w-0 flex-1 [&>select]:w-full">{statusSelect(o)}</div>
                      <div className="shrink-0">{actions(o)}</div>
                    </div>
                    {heldNote(o)}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Card className="hidden overflow-hidden md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-canvas text-xs tracking-wide text-muted uppercase">
                <tr>
                  <th className="px-4 py-3 font-semibold">Pedido</th>
                  <th className="px-4 py-3 font-semibold">Cliente</th>
                  <th className="px-4 py-3 font-semibold">Status</th>
                  <th className="hidden px-4 py-3 font-semibold lg:table-cell">Data</th>
                  <th className="px-4 py-3 font-semibold">Total</th>
                  <th className="px-4 py-3 font-semibold">
                    <span className="sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {orders.map((o) => (
                  <tr
                    key={o.id}
                    data-testid="order-row"
                    className={cn('hover:bg-canvas/50', isNew(o) && 'bg-amber-50')}
                  >
                    <td className="px-4 py-2.5">
                      <button type="button" className="text-left" onClick={() => setOpen(o.id)}>
                        <span className="font-bold">#{shortOrderId(o.id)}</span>
                        {o.fulfilment === 'pickup' && <PickupBadge className="ml-1.5" />}
                        {o.scheduledFor && <ScheduledBadge at={o.scheduledFor} className="mt-0.5 flex w-fit" />}
                        <span className="block text-xs text-muted">{itemsLabel(o.itemCount)}</span>
                      </button>
                    </td>
                    <td className="max-w-48 truncate px-4 py-2.5">{o.customerName}</td>
                    <td className="px-4 py-2.5">
                      {statusSelect(o)}
                      {heldNote(o)}
                    </td>
                    <td className="hidden px-4 py-2.5 whitespace-nowrap text-muted lg:table-cell">
                      {formatDateTime(o.createdAt)}
                    </td>
                    <td className="px-4 py-2.5 whitespace-nowrap">
                      <span className="block font-semibold">{formatBRL(o.totalCents)}</span>
                      {o.couponCode && <CouponTag code={o.couponCode} className="flex" />}
                      <PaymentBadge badge={staffPaymentBadge(o)} className="mt-0.5" />
                    </td>
                    <td className="px-4 py-2.5">{actions(o)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      )}
      {!scheduledView && all.hasNextPage && (
        <Button
          variant="outline"
          className="mx-auto mt-4"
          disabled={all.isFetchingNextPage}
          onClick={() => void all.fetchNextPage()}
        >
          {all.isFetchingNextPage ? 'Carregando...' : 'Carregar mais pedidos'}
        </Button>
      )}
      {openId && <OrderDetailDialog key={openId} orderId={openId} onClose={() => setOpenId(null)} />}
      {ticket && !openId && <OrderTicket order={ticket} storeName={store.name} storeAddress={store.address} />}
    </div>
  );
}
