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

/** The page's form: the new password twice. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'As senhas não coincidem.' });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** The answer to a reset request, the same whether or not the email has an account. */
export const RESET_REQUESTED_MESSAGE =
  'Se houver uma conta com este email, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.';
export const RESET_LINK_INVALID_MESSAGE = 'Este link não vale mais. Peça um novo em "Esqueci minha senha".';
