import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { courierLinks, couriers } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import { addDays, instantAt, localTime, storeStatus, toMinutes, type Schedule } from '@shared/schedule';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export const LINK_INVALID_MESSAGE = 'Este link de entregas foi encerrado ou expirou. Peça um novo à loja.';

/** After the store closes, the last deliveries still need the page. */
const AFTER_CLOSING_MS = 2 * 60 * 60 * 1000;
/** Without hours (always open) or while closed, a shift's link lasts this long. */
const SHIFT_MS = 12 * 60 * 60 * 1000;

/** When a link made now stops opening: the end of the shift (docs/product.md#couriers). */
export function shiftEnd(schedule: Schedule, now: Date): Date {
  const status = storeStatus(schedule, now);
  if (status.state !== 'open' || !status.closesAt) return new Date(now.getTime() + SHIFT_MS);
  const { date } = localTime(now);
  const closes = instantAt(addDays(date, status.closesAt.dayOffset), toMinutes(status.closesAt.time));
  return new Date(closes.getTime() + AFTER_CLOSING_MS);
}

/**
 * A new link for the courier's shift; the ones they had stop opening. Only its hash is kept,
 * so the address is shown once, to the staff member who made it.
 */
export async function openCourierLink(db: Db, courierId: string, by: string, expiresAt: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.transaction(async (tx) => {
    const [courier] = await tx
      .select({ active: couriers.active })
      .from(couriers)
      .where(eq(couriers.id, courierId))
      .for('update');
    if (!courier) throw new AppError(404, 'Entregador não encontrado.', 'not_found');
    if (!courier.active) throw new AppError(409, 'Entregador inativo: ative-o antes de gerar o link.', 'inactive');
    await tx
      .update(courierLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(courierLinks.courierId, courierId), isNull(courierLinks.revokedAt)));
    await tx.insert(courierLinks).values({ courierId, tokenHash: hashOf(token), expiresAt, createdBy: by });
  });
  return token;
}

/** 'Encerrar link': the courier's page stops opening at once. */
export async function revokeCourierLinks(db: Db, courierId: string): Promise<void> {
  await db
    .update(courierLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(courierLinks.courierId, courierId), isNull(courierLinks.revokedAt)));
}

/** The courier a link opens, or 401: unknown, revoked and expired links are alike. */
export async function courierOfLink(db: Db, token: string, now: Date) {
  if (token.length > 64) throw new AppError(401, LINK_INVALID_MESSAGE, 'invalid_link');
  const [row] = await db
    .select({ id: couriers.id, name: couriers.name, expiresAt: courierLinks.expiresAt })
    .from(courierLinks)
    .innerJoin(couriers, eq(couriers.id, courierLinks.courierId))
    .where(
      and(
        eq(courierLinks.tokenHash, hashOf(token)),
        isNull(courierLinks.revokedAt),
        gt(courierLinks.expiresAt, now),
        eq(couriers.active, true),
      ),
    );
  if (!row) throw new AppError(401, LINK_INVALID_MESSAGE, 'invalid_link');
  return row;
}
