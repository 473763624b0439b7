import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, user as users } from '@server/db/schema';
import type { SessionUser } from '@server/http/context';
import { AppError } from '@server/http/errors';
import { recordOrderEvent } from '../live/record-event';
import { findOrder } from './order-view';

export const EMAIL_UNPROVEN_MESSAGE =
  'Para vincular este pedido, confirme que este email é seu: enviaremos um link para ele.';

const NOT_FOUND = 'Pedido não encontrado';

/**
 * Links a guest order to the signed-in account (docs/product.md#guest-accounts-and-claiming-an-order):
 * only an order with no user, only when the account's email equals the order's customer email,
 * and only once the claimer has shown the order is theirs: the account proved the email (an
 * emailed link was used), or `placedHere`, the browser that placed the order sent its claim
 * token (docs/decisions/016). Any order that is not the caller's answers the same 404, whether
 * it is missing, someone else's or placed with another email (docs/security.md).
 */
export async function claimOrder(
  db: Db,
  orderId: string,
  user: SessionUser,
  placedHere = false,
): Promise<{ orderId: string; alreadyLinked: boolean }> {
  const proof = placedHere
    ? sql`true`
    : sql`exists (select 1 from ${users} where ${users.id} = ${user.id} and ${users.emailVerified})`;
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, orderId),
          isNull(orders.userId),
          sql`lower(${orders.customerEmail}) = ${user.email.toLowerCase()}`,
          proof,
        ),
      )
      .returning({ id: orders.id });
    if (row) await recordOrderEvent(tx, { type: 'order.claimed', orderId, userId: user.id });
    return !!row;
  });
  if (claimed) return { orderId, alreadyLinked: false };
  const order = await findOrder(db, orderId);
  if (order?.userId === user.id) return { orderId, alreadyLinked: true };
  const sameEmail = order?.customerEmail.toLowerCase() === user.email.toLowerCase();
  if (order && !order.userId && sameEmail) throw new AppError(403, EMAIL_UNPROVEN_MESSAGE, 'email_unproven');
  // Placed here with another email: the claimer knows the order already.
  if (order && !order.userId && placedHere)
    throw new AppError(
      403,
      'Este pedido foi feito com outro email. Entre com a conta desse email para vinculá-lo.',
      'email_mismatch',
    );
  throw new AppError(404, NOT_FOUND, 'not_found');
}

/**
 * Gives an account every order placed with its email that has no owner yet: called when the
 * account has just proven the email (docs/product.md#passwords).
 */
export async function claimOrdersOfProvenEmail(db: Db, owner: { id: string; email: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(orders)
      .set({ userId: owner.id, updatedAt: new Date() })
      .where(and(isNull(orders.userId), sql`lower(${orders.customerEmail}) = ${owner.email.toLowerCase()}`))
      .returning({ id: orders.id });
    for (const { id } of claimed) await recordOrderEvent(tx, { type: 'order.claimed', orderId: id, userId: owner.id });
    return claimed.length;
  });
}
