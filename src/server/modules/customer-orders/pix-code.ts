import type { Db } from '@server/db/client';
import type { orders } from '@server/db/schema';
import { pixCodeFor } from '../orders/order-view';
import { newestCharges } from '../payments/pix-charges';
import { getStoreSettings } from '../store/service';

type OrderRow = Pick<typeof orders.$inferSelect, 'id' | 'status' | 'paymentMethod' | 'paymentStatus' | 'totalCents'>;

/** A PIX code shown again in Meus Pedidos, with when it stops taking payments (null: the static code). */
type ShownPixCode = { code: string; expiresAt: Date | null };

/**
 * The PIX "copia e cola" of each PIX order still waiting (docs/product.md#customer-area), so the
 * customer can pay it later: the newest bank charge of an order awaiting payment
 * (docs/decisions/008), or the very static code checkout showed for a pending order that was
 * never charged at the bank (the same builder, modules/orders/order-view.ts).
 */
export async function pendingPixCodes(db: Db, rows: OrderRow[]): Promise<Map<string, ShownPixCode>> {
  const codes = new Map<string, ShownPixCode>();
  const waiting = rows.filter(
    (o) => o.paymentMethod === 'pix' && (o.status === 'pending' || o.status === 'awaiting_payment'),
  );
  if (waiting.length === 0) return codes;
  const charges = await newestCharges(
    db,
    waiting.map((o) => o.id),
  );
  const store = await getStoreSettings(db);
  for (const o of waiting) {
    const charge = charges.get(o.id);
    if (charge && o.status === 'awaiting_payment') codes.set(o.id, { code: charge.code, expiresAt: charge.expiresAt });
    const code = charge ? null : pixCodeFor(o, store);
    if (code) codes.set(o.id, { code, expiresAt: null });
  }
  return codes;
}
