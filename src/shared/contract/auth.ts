import { z } from 'zod';
import { addressSchema } from '../schemas/address';
import { PERMISSIONS, STAFF_ROLES } from '../staff-roles';

/** The signed-in person, with their profile, their staff role and what it lets them do. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  address: addressSchema.nullable(),
  /** Dono, Gerente, Atendente or Entregador; null for a customer. */
  role: z.enum(STAFF_ROLES).nullable(),
  /** Whether they may open the admin area (any staff role). */
  isAdmin: z.boolean(),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** GET /api/me: null when nobody is signed in. */
export const meResponseSchema = z.object({ user: currentUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /api/admin-access/setup: whether the store still waits for its first admin. */
export const adminSetupResponseSchema = z.object({ setupPending: z.boolean() });
export type AdminSetupResponse = z.infer<typeof adminSetupResponseSchema>;

/** POST /api/admin-access/register: an admin at once (setup code), or a request the admins decide. */
export const adminRegisterResponseSchema = z.object({ status: z.enum(['admin', 'pending']) });
export type AdminRegisterResponse = z.infer<typeof adminRegisterResponseSchema>;

/** better-auth's own answers (sign-in, sign-up, sessions): the library's, not part of the store's contract. */
export const authAnswerSchema = z.looseObject({}).meta({ description: "better-auth's answer" });
