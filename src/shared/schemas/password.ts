import { z } from 'zod';
import { newPasswordSchema } from './auth';

// 'Esqueci minha senha' and the page that chooses a new password (docs/product.md#passwords).
export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().email('Email inválido').max(254, 'Email inválido'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, 'Link inválido').max(200, 'Link inválido'),
  password: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The answer to a reset request, the same whether or not the email has an account. */
export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este email, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.';
export const RESET_LINK_INVALID_MESSAGE = 'Este link não vale mais. Peça um novo em "Esqueci minha senha".';
