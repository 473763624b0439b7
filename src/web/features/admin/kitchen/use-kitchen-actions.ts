import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { KitchenBoard, KitchenItem, KitchenOrder } from '@shared/contract/kitchen';
import { orderStatusLabel } from '@shared/order-status';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { KITCHEN_KEY, markItemReady, moveOrder } from './kitchen-api';
import { withItemReady, withOrder, withoutOrder } from './kitchen-board';

/** How long a toast offers 'Desfazer': an order's a little longer than an item's (a second tap undoes that too). */
const UNDO_MS = 6000;
const ITEM_UNDO_MS = 4000;

/**
 * The display's taps: an item ready or not, an order 'Pronto' (to 'Em entrega', or 'Pronto para
 * retirada'), each shown at once and with 'Desfazer' in its toast; the server's answer, and every
 * other tablet's, arrive through the live stream's refresh.
 */
export function useKitchenActions() {
  const qc = useQueryClient();
  /** Each item's taps go to the server one after another, so the last tap is what stays. */
  const queues = useRef(new Map<string, Promise<unknown>>());

  const patch = useCallback(
    async (change: (b: KitchenBoard) => KitchenBoard) => {
      await qc.cancelQueries({ queryKey: KITCHEN_KEY });
      qc.setQueryData<KitchenBoard>(KITCHEN_KEY, (b) => b && change(b));
    },
    [qc],
  );
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: ['admin'] }), [qc]);

  const setItemReady = useCallback(
    async (item: KitchenItem, ready: boolean, offerUndo = true) => {
      await patch((b) => withItemReady(b, item.id, ready ? new Date().toISOString() : null));
      const previous = queues.current.get(item.id) ?? Promise.resolve();
      const sent = previous.catch(() => {}).then(() => markItemReady(item.id, ready));
      queues.current.set(item.id, sent);
      try {
        await sent;
        if (ready && offerUndo)
          toast.success(`${item.quantity}x ${item.name}: pronto`, {
            duration: ITEM_UNDO_MS,
            action: { label: 'Desfazer', onClick: () => void setItemReady(item, false, false) },
          });
      } catch (e) {
        toast.error(failureMessage('Erro ao marcar o item', e));
      } finally {
        if (queues.current.get(item.id) === sent) queues.current.delete(item.id);
        refresh();
      }
    },
    [patch, refresh],
  );

  const undoOrder = useCallback(
    async (order: KitchenOrder) => {
      await patch((b) => withOrder(b, order));
      try {
        await moveOrder(order.id, 'processing');
        toast.info(`Pedido #${order.number} voltou para Em preparação`);
      } catch (e) {
        toast.error(failureMessage('Erro ao voltar o pedido para Em preparação', e));
      } finally {
        refresh();
      }
    },
    [patch, refresh],
  );

  const orderReady = useCallback(
    async (order: KitchenOrder) => {
      await patch((b) => withoutOrder(b, order.id));
      try {
        await moveOrder(order.id, 'delivering');
        toast.success(`Pedido #${order.number}: ${orderStatusLabel('delivering', order.fulfilment)}`, {
          duration: UNDO_MS,
          action: { label: 'Desfazer', onClick: () => void undoOrder(order) },
        });
      } catch (e) {
        toast.error(failureMessage('Erro ao marcar o pedido como pronto', e));
      } finally {
        refresh();
      }
    },
    [patch, refresh, undoOrder],
  );

  return useMemo(() => ({ setItemReady, orderReady }), [setItemReady, orderReady]);
}
