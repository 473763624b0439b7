import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import { pixCodeFor } from '../orders/order-view';
import { getStoreSettings } from '../store/service';

type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'status' | 'paymentMethod' | 'totalCents'>;

/** A PIX order still waiting for the kitchen shows its code again in Meus Pedidos (docs/product.md#customer-area). */
export function showsPixCode(o: Pick<OrderRow, 'status' | 'paymentMethod'>): boolean {
  return o.paymentMethod === 'pix' && o.status === 'pending';
}

/**
 * The PIX "copia e cola" of each pending PIX order: the very code checkout showed (the same
 * builder, modules/orders/order-view.ts), so the customer can pay it later.
 */
export async function pendingPixCodes(db: Db, rows: OrderRow[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const pending = rows.filter(showsPixCode);
  if (pending.length === 0) return codes;
  const store = await getStoreSettings(db);
  for (const o of pending) {
    const code = pixCodeFor(o, store);
    if (code) codes.set(o.id, code);
  }
  return codes;
}
