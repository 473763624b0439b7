import { buildPixPayload } from '@shared/pix';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema';
import { getStoreSettings } from '../store/service';

type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'status' | 'paymentMethod' | 'totalCents'>;

/** A PIX order still waiting for the kitchen shows its code again (issue 5). */
export function showsPixCode(o: Pick<OrderRow, 'status' | 'paymentMethod'>): boolean {
  return o.paymentMethod === 'pix' && o.status === 'pending';
}

/** The PIX "copia e cola" of each pending PIX order, for its exact total, from the store's key. */
export async function pixCodeFor(db: Db, rows: OrderRow[]): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  const pending = rows.filter(showsPixCode);
  if (pending.length === 0) return codes;
  const store = await getStoreSettings(db);
  if (!store.pixKey.trim()) return codes;
  for (const o of pending) {
    codes.set(
      o.id,
      buildPixPayload({
        key: store.pixKey,
        merchantName: store.pixMerchantName || store.name,
        merchantCity: store.pixMerchantCity,
        amountCents: o.totalCents,
        txid: o.id.replace(/-/g, '').slice(0, 25),
      }),
    );
  }
  return codes;
}
