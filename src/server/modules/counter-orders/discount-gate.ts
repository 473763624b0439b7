import type { Context } from 'hono';
import type { AppEnv } from '@server/http/context';
import { roleRefusal } from '@server/http/guards';
import { can } from '@shared/staff-roles';

/**
 * Whether the caller may give a discount on an order they take
 * (docs/product.md#phone-and-counter-orders): the 'discounts' permission (Dono, Gerente; not the
 * attendant). The one place it is asked; refuses with a pt-BR 403 naming the role.
 */
export async function assertMayDiscount(c: Context<AppEnv>): Promise<void> {
  const role = await c.get('staffRole')();
  if (!can(role, 'discounts')) throw roleRefusal(role);
}
