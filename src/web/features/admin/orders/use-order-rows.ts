import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import type { OrderStatus } from '@shared/order-status';
import { useLiveOrders } from '@web/features/live/admin-live-orders';
import { useOrderActions, type AdminOrderDetail, type AdminOrderRow } from './orders-api';
import { useKitchenPrint } from './use-kitchen-print';

/** What a row of the orders list shows and does; one set for the whole list. */
export type OrderRowActions = {
  isNew: (o: AdminOrderRow) => boolean;
  open: (id: string) => void;
  print: (id: string) => void;
  setStatus: (id: string, status: OrderStatus) => void;
  statusBusy: boolean;
  printBusy: boolean;
  /** The kitchen printers print: an order the kitchen has already is reprinted ('Reimprimir'). */
  reprints: boolean;
};

/**
 * The rows' actions, the order open in the detail and the ticket being printed. The mutations
 * live here, once for the list, so a pending change greys out every row's selector, not only one.
 */
export function useOrderRows() {
  const { setStatus, markPrinted } = useOrderActions();
  // Back from 'Alterar pedido' (docs/product.md#editing-an-order): the order it changed opens again.
  const back = (useLocation().state as { openOrder?: string } | null)?.openOrder ?? null;
  const [openId, setOpenId] = useState<string | null>(back);
  const [ticket, setTicket] = useState<AdminOrderDetail | null>(null);
  const live = useLiveOrders();
  const kitchen = useKitchenPrint();
  const open = (id: string) => {
    live?.acknowledge(id);
    setOpenId(id);
  };
  // The table's print button prints straight away (and moves a new order to Em preparação):
  // on the kitchen printers when the store has them, else in the browser.
  const print = async (id: string) => {
    live?.acknowledge(id);
    if (kitchen.hasPrinters) return void kitchen.send.mutate(id);
    const order = await markPrinted.mutateAsync(id).catch(() => null);
    if (!order) return;
    flushSync(() => setTicket(order));
    window.print();
  };
  const actions: OrderRowActions = {
    isNew: (o) => live?.unseen.includes(o.id) ?? false,
    open,
    print: (id) => void print(id),
    setStatus: (id, status) => setStatus.mutate({ id, status }),
    statusBusy: setStatus.isPending,
    printBusy: markPrinted.isPending || kitchen.send.isPending,
    reprints: kitchen.hasPrinters,
  };
  return { actions, openId, closeDetail: () => setOpenId(null), ticket };
}
