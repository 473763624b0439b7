import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { orderItems, orderReviews, orders } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';
import type { ReviewPage, ReviewView } from '@shared/contract/reviews';
import { REVIEW_WINDOW_DAYS } from '@shared/reviews';
import type { reviewInputSchema } from '@shared/schemas/reviews';
import { recordOrderEvent } from '../live/record-event';
import { getStoreSettings } from '../store/service';

export const REVIEW_NOT_FOUND = 'Pedido não encontrado';
const ALREADY_REVIEWED = 'Este pedido já foi avaliado. Obrigado!';
const NOT_YET = 'Só é possível avaliar um pedido depois que ele é entregue.';
const TOO_LATE = `O prazo para avaliar este pedido (${REVIEW_WINDOW_DAYS} dias) terminou.`;

type OrderRow = Pick<typeof orders.$inferSelect, 'status' | 'channel' | 'createdAt'>;
type ReviewRow = typeof orderReviews.$inferSelect;

/** Why an order cannot be rated now, or null (docs/product.md#reviews). */
function refusal(order: OrderRow, now: Date): AppError | null {
  if (order.channel !== 'site' || order.status !== 'delivered') return new AppError(409, NOT_YET, 'not_delivered');
  if (now.getTime() - order.createdAt.getTime() > REVIEW_WINDOW_DAYS * 86_400_000)
    return new AppError(409, TOO_LATE, 'review_closed');
  return null;
}

export const reviewView = (r: ReviewRow): ReviewView => ({
  rating: r.rating,
  comment: r.comment,
  tags: r.tags,
  createdAt: r.createdAt.toISOString(),
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
});

/** The reviews of these orders, by order. */
export async function reviewsOf(db: Db, orderIds: string[]): Promise<Map<string, ReviewView>> {
  if (!orderIds.length) return new Map();
  const rows = await db.select().from(orderReviews).where(inArray(orderReviews.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, reviewView(r)]));
}

/** Whether an order of this status, channel and age may be rated now (Meus Pedidos' button). */
export const reviewable = (order: OrderRow, now: Date) => refusal(order, now) === null;

/** The page the invitation's link opens: the order's items, and its review when given. */
export async function reviewPage(db: Db, orderId: string, now: Date): Promise<ReviewPage> {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, channel: orders.channel, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw notFound(REVIEW_NOT_FOUND);
  const items = await db
    .select({ quantity: orderItems.quantity, name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name));
  const review = (await reviewsOf(db, [orderId])).get(orderId) ?? null;
  return {
    order: { id: order.id, createdAt: order.createdAt.toISOString(), items },
    storeName: (await getStoreSettings(db)).name,
    review,
    open: !review && reviewable(order, now),
  };
}

/**
 * Keeps the customer's review of an order: one per order, ever. `userId` is the signed-in
 * customer, who must be the order's; null when the invitation's token proved them.
 */
export async function submitReview(
  db: Db,
  orderId: string,
  by: { userId: string } | { token: true },
  input: z.output<typeof reviewInputSchema>,
  now: Date,
): Promise<ReviewView> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, channel: orders.channel, createdAt: orders.createdAt, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    // Someone else's order is as missing as an unknown one.
    if (!order || ('userId' in by && order.userId !== by.userId)) throw notFound(REVIEW_NOT_FOUND);
    const refused = refusal(order, now);
    if (refused) throw refused;
    const [row] = await tx
      .insert(orderReviews)
      .values({ orderId, userId: order.userId, ...input, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError(409, ALREADY_REVIEWED, 'already_reviewed');
    return reviewView(row);
  });
}

/** The store's private answer, emailed to the customer from its event (docs/product.md#reviews). */
export async function answerReview(db: Db, orderId: string, text: string, by: string, now: Date): Promise<ReviewView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orderReviews)
      .set({ reply: text, repliedAt: now, repliedBy: by })
      .where(and(eq(orderReviews.orderId, orderId), isNull(orderReviews.reply)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ one: orderReviews.orderId })
        .from(orderReviews)
        .where(eq(orderReviews.orderId, orderId));
      if (!exists) throw notFound('Avaliação não encontrada');
      throw new AppError(409, 'Esta avaliação já foi respondida.', 'already_answered');
    }
    await recordOrderEvent(tx, { type: 'order.review_answered', orderId, userId: row.userId });
    return reviewView(row);
  });
}
