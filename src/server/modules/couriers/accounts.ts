import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { couriers, user, userRoles } from '@server/db/schema';
import { AppError, notFound } from '@server/http/errors';

// A courier's account in the panel (docs/product.md#couriers): a team member with the
// 'Entregador' role, linked to one courier, sees that courier's deliveries under 'Minhas
// entregas' with their own session instead of a shift's link.

export const NOT_LINKED_MESSAGE =
  'Sua conta ainda não está ligada a um entregador. Peça ao dono da loja para ligá-la em Entregadores.';

/** The team's accounts with the 'Entregador' role, by name. */
export async function courierAccounts(db: Db) {
  const rows = await db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, 'courier'))
    .orderBy(asc(user.name));
  return { accounts: rows };
}

/**
 * Refuses an account a courier may not be linked to: one without the 'Entregador' role, or one
 * another courier has already (`courierId`: the courier being saved, null for a new one).
 */
export async function assertLinkable(db: Db, userId: string | null, courierId: string | null): Promise<void> {
  if (!userId) return;
  const [role] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  if (role?.role !== 'courier')
    throw new AppError(400, 'Escolha uma conta da equipe com o perfil Entregador.', 'not_a_courier_account');
  const [other] = await db
    .select({ id: couriers.id })
    .from(couriers)
    .where(and(eq(couriers.userId, userId), courierId ? ne(couriers.id, courierId) : undefined));
  if (other) throw new AppError(409, 'Esta conta já está ligada a outro entregador.', 'account_taken');
}

/** The active courier the signed-in account is; 404 with what to do when none is linked. */
export async function courierOfUser(db: Db, userId: string) {
  const [row] = await db
    .select({ id: couriers.id, name: couriers.name })
    .from(couriers)
    .where(and(eq(couriers.userId, userId), eq(couriers.active, true)));
  if (!row) throw notFound(NOT_LINKED_MESSAGE);
  return row;
}
