import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../../http/context';
import { recordOrderEvent } from '../live/record-event';
import { findOrder } from './order-view';

/**
 * Links a guest order to the signed-in account (docs/product.md#guest-accounts-and-claiming-an-order): only an order with no user,
 * and only when the account's email equals the order's customer email.
 */
export async function claimOrder(
  db: Db,
  orderId: string,
  user: SessionUser,
): Promise<{ orderId: string; alreadyLinked: boolean }> {
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          isNull(orders.userId),
          sql`lower(${orders.customerEmail}) = ${user.email.toLowerCase()}`,
        ),
      )
      .returning({ id: orders.id });
    if (row) await recordOrderEvent(tx, { type: 'order.claimed', orderId, userId: user.id });
    return !!row;
  });
  if (claimed) return { orderId, alreadyLinked: false };
  const order = await findOrder(db, orderId);
  if (!order) throw new AppError(404, 'Pedido não encontrado', 'not_found');
  if (order.userId === user.id) return { orderId, alreadyLinked: true };
  if (order.userId) throw new AppError(409, 'Este pedido já está vinculado a outra conta.', 'already_claimed');
  throw new AppError(
    403,
    'Este pedido foi feito com outro email. Entre com a conta desse email para vinculá-lo.',
    'email_mismatch',
  );
}
