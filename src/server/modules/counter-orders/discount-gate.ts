import type { Context } from 'hono';
import type { AppEnv } from '@server/http/context';

/**
 * Whether the caller may give a discount on an order they take
 * (docs/product.md#phone-and-counter-orders). The one place it is asked: every admin may today;
 * with staff roles it is the 'discounts' permission. Refuses with a pt-BR 403.
 */
export async function assertMayDiscount(_c: Context<AppEnv>): Promise<void> {
  // Every caller here passed the admin guard.
}
