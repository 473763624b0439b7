import { z } from 'zod';

// Field rules and messages of the checkout and profile forms (docs/product.md#validation-messages).
export const addressFields = {
  street: z.string().trim().min(3, 'Endereço é obrigatório').max(200, 'Endereço muito longo'),
  number: z.string().trim().min(1, 'Número é obrigatório').max(20, 'Número muito longo'),
  neighborhood: z.string().trim().min(2, 'Bairro é obrigatório').max(100, 'Bairro muito longo'),
  city: z.string().trim().min(2, 'Cidade é obrigatória').max(100, 'Cidade muito longa'),
  state: z.string().trim().min(2, 'Estado é obrigatório').max(50, 'Estado muito longo'),
  zipCode: z.string().trim().min(5, 'CEP é obrigatório').max(10, 'CEP inválido'),
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
