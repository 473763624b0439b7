import { z } from 'zod';

/**
 * A CEP as typed: 8 digits, with or without the dash ('01310-100', '01310100'). Fewer would let the
 * bairro's name, not its CEP range, decide the delivery fee (docs/security.md#delivery-addresses).
 */
const CEP = /^\d{5}-?\d{3}$/;
export const isCep = (value: string) => CEP.test(value.trim());

// Field rules and messages of the checkout and profile forms (docs/product.md#validation-messages).
export const addressFields = {
  street: z.string().trim().min(3, 'Endereço é obrigatório').max(200, 'Endereço muito longo'),
  number: z.string().trim().min(1, 'Número é obrigatório').max(20, 'Número muito longo'),
  neighborhood: z.string().trim().min(2, 'Bairro é obrigatório').max(100, 'Bairro muito longo'),
  city: z.string().trim().min(2, 'Cidade é obrigatória').max(100, 'Cidade muito longa'),
  state: z.string().trim().min(2, 'Estado é obrigatório').max(50, 'Estado muito longo'),
  zipCode: z.string().trim().min(1, { message: 'CEP é obrigatório', abort: true }).regex(CEP, 'CEP inválido'),
};

export const addressSchema = z.object(addressFields);
export type Address = z.infer<typeof addressSchema>;

export const personFields = {
  name: z.string().trim().min(2, 'Nome é obrigatório').max(100, 'Nome muito longo'),
  email: z.string().trim().toLowerCase().email('Email inválido').max(254, 'Email inválido'),
  phone: z.string().trim().min(8, 'Telefone inválido').max(20, 'Telefone inválido'),
};

export const profileSchema = z.object({ ...personFields, ...addressFields });
export type ProfileInput = z.infer<typeof profileSchema>;
