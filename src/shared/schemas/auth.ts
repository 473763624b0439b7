import { z } from 'zod';

// pt-BR messages of docs/product.md#validation-messages; the same schemas validate in the browser and on the server.
const email = z.string().trim().toLowerCase().email('Email inválido').max(254, 'Email inválido');

/** The password rule of every form that sets one (sign-up, admin registration, claiming an order). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, 'Senha muito longa');

export const customerLoginSchema = z.object({
  email,
  password: z.string().min(1, 'Senha é obrigatória').max(PASSWORD_MAX_LENGTH, 'Senha muito longa'),
});

export const adminLoginSchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
    .max(PASSWORD_MAX_LENGTH, 'Senha muito longa'),
});

export const registerSchema = z.object({
  name: z.string().trim().min(2, 'Nome deve ter pelo menos 2 caracteres').max(100, 'Nome muito longo'),
  email,
  password: newPasswordSchema,
});

export type CustomerLoginInput = z.infer<typeof customerLoginSchema>;
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** /admin-register: the account, plus the setup code that only the store's first admin needs. */
export const adminRegisterSchema = registerSchema.extend({
  setupCode: z.string().trim().max(20, 'Código de configuração inválido').optional(),
});
export type AdminRegisterInput = z.infer<typeof adminRegisterSchema>;
