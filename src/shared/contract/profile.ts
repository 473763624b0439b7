import { z } from 'zod';
import { addressSchema } from '../schemas/address';

/** GET and PUT /api/customer/profile: name, phone and main address (the email belongs to the account). */
export const profileViewSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: addressSchema.nullable(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
