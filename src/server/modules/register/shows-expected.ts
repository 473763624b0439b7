import { can, type StaffRole } from '@shared/staff-roles';

/**
 * Whether this person may see what the register should hold ('Fechamento às cegas',
 * docs/product.md#caixa). The one place that decides: with the blind close on, a role without
 * 'register-figures' (the attendant) counts without the expected figures of an open register;
 * the owner and the manager still see them. Once closed, everyone who sees the history does.
 */
export function showsExpected(input: { blindClose: boolean; registerOpen: boolean; role: StaffRole | null }): boolean {
  return !input.registerOpen || !input.blindClose || can(input.role, 'register-figures');
}
