import { eq } from 'drizzle-orm';
import { orders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { getStoreSettings } from '../store/service';
import { claimTokenFor } from './claim-token';
import type { OrderRequest, PlacedOrder, PlaceOrderDeps } from './order-request';
import { findOrder, orderView } from './order-view';

const ALREADY_SENT_MESSAGE = 'Este pedido já foi enviado. Atualize a página e tente novamente.';

/**
 * The first order of an idempotency key, only for the same customer: an order with an owner
 * only to that owner, an unowned one only to the same email. Anyone else learns nothing of it.
 */
export async function replayed(
  deps: Pick<PlaceOrderDeps, 'db' | 'stripe' | 'claimSecret'>,
  { input, email, user }: OrderRequest,
): Promise<PlacedOrder | null> {
  const [row] = await deps.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
  if (!row) return null;
  const sameCustomer = row.userId ? row.userId === user?.id : row.customerEmail === email;
  if (!sameCustomer) throw new AppError(409, ALREADY_SENT_MESSAGE, 'idempotency_conflict');
  let clientSecret: string | null = null;
  if (row.paymentIntentId && deps.stripe && row.status === 'awaiting_payment') {
    clientSecret = await deps.stripe
      .retrievePaymentIntent(row.paymentIntentId)
      .then((pi) => pi.clientSecret)
      .catch(() => null);
  }
  const order = await findOrder(deps.db, row.id);
  return {
    order: await orderView(deps.db, order!, await getStoreSettings(deps.db)),
    next: row.userId ? 'orders' : 'claim',
    clientSecret,
    claimToken: row.userId ? null : claimTokenFor(deps.claimSecret, row.id),
    setCookies: [],
  };
}
