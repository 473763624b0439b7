import { z } from 'zod';

/** POST /api/password/forgot: always the same message (the email's existence is never told). */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** POST /api/password/reset: the account is signed in on this device; where to go next. */
export const resetPasswordResponseSchema = z.object({ email: z.string(), isAdmin: z.boolean() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
