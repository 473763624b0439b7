import { z } from 'zod';

// pt-BR messages of docs/product.md#validation-messages; the same schemas validate in the browser and on the server.
const email = z.string().trim().toLowerCase().email('Email inválido').max(254, 'Email inválido');

export const customerLoginSchema = z.object({
  email,
  password: z.string().min(1, 'Senha é obrigatória').max(128, 'Senha muito longa'),
});

export const adminLoginSchema = z.object({
  email,
  password: z.string().min(6, 'Senha deve ter pelo menos 6 caracteres').max(128, 'Senha muito longa'),
});

export const registerSchema = z.object({
  name: z.string().trim().min(2, 'Nome deve ter pelo menos 2 caracteres').max(100, 'Nome muito longo'),
  email,
  password: z.string().min(6, 'A senha deve ter pelo menos 6 caracteres.').max(128, 'Senha muito longa'),
});

export type CustomerLoginInput = z.infer<typeof customerLoginSchema>;
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** /admin-register: the account, plus the setup code that only the store's first admin needs. */
export const adminRegisterSchema = registerSchema.extend({
  setupCode: z.string().trim().max(20, 'Código de configuração inválido').optional(),
});
export type AdminRegisterInput = z.infer<typeof adminRegisterSchema>;
