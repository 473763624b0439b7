import { roleRefusal } from '@server/http/guards';
import type { StoreSettings } from '@shared/schemas/store';
import { can, type StaffRole } from '@shared/staff-roles';

/** The settings that decide where PIX money goes: only a role with 'payment-settings' changes them. */
const PAYMENT_FIELDS = ['pixKey', 'pixMerchantName', 'pixMerchantCity'] as const;

/**
 * Refuses a save that changes a payment field for a role without the permission. Fields sent
 * unchanged pass, so a manager saving the whole settings form is not refused for the PIX key in it.
 */
export function checkPaymentFields(role: StaffRole | null, current: StoreSettings, patch: Partial<StoreSettings>) {
  if (can(role, 'payment-settings')) return;
  if (PAYMENT_FIELDS.some((f) => f in patch && patch[f] !== current[f])) throw roleRefusal(role);
}
