import { z } from 'zod';
import { COUPON_KINDS } from '../coupons';

// 'Cupom de desconto' (docs/product.md#coupons): the admin's coupon form and what a customer types.

export const COUPON_CODE_MAX = 20;
/** What checkout accepts as typed: longer input is no code of ours ('Cupom não encontrado.'). */
const COUPON_INPUT_MAX = 40;
export const COUPON_NOT_FOUND_MESSAGE = 'Cupom não encontrado.';
/** A coupon only for customers with an account, typed by a guest. */
export const COUPON_SIGN_IN_MESSAGE = 'Entre na sua conta para usar este cupom.';

/** A code as a customer types it: trimmed and upper-cased; an empty one means no coupon. */
export const couponCodeInputSchema = z
  .string({ error: COUPON_NOT_FOUND_MESSAGE })
  .trim()
  .max(COUPON_INPUT_MAX, COUPON_NOT_FOUND_MESSAGE)
  .transform((s) => s.toUpperCase());

const optionalCount = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(1_000_000, message).nullable().default(null);
const optionalMoment = z.iso.datetime({ offset: true, error: 'Data inválida' }).nullable().default(null);

/** The admin's create and edit form ('Cupons'); values in cents and ISO moments. */
export const couponSchema = z
  .object({
    code: z
      .string({ error: 'Informe o código do cupom' })
      .trim()
      .toUpperCase()
      .min(3, `O código deve ter de 3 a ${COUPON_CODE_MAX} caracteres`)
      .max(COUPON_CODE_MAX, `O código deve ter de 3 a ${COUPON_CODE_MAX} caracteres`)
      .regex(/^[A-Z0-9_-]+$/, 'Use só letras, números, - ou _ no código'),
    kind: z.enum(COUPON_KINDS, { error: 'Escolha o tipo de desconto' }),
    percentOff: z
      .number({ error: 'Percentual: de 1 a 100' })
      .int('Percentual: de 1 a 100')
      .min(1, 'Percentual: de 1 a 100')
      .max(100, 'Percentual: de 1 a 100')
      .nullable()
      .default(null),
    amountOffCents: z
      .number({ error: 'Informe o valor do desconto' })
      .int('Valor inválido')
      .min(1, 'O desconto deve ser maior que zero')
      .max(1_000_000, 'Valor muito alto')
      .nullable()
      .default(null),
    minSubtotalCents: z
      .number({ error: 'Valor inválido' })
      .int('Valor inválido')
      .min(0, 'Pedido mínimo não pode ser negativo')
      .max(1_000_000, 'Valor muito alto')
      .default(0),
    startsAt: optionalMoment,
    endsAt: optionalMoment,
    maxUses: optionalCount('Limite de usos: 1 ou mais (vazio: sem limite)'),
    maxUsesPerCustomer: optionalCount('Usos por cliente: 1 ou mais (vazio: sem limite)'),
    firstOrderOnly: z.boolean().default(false),
    /** Only for signed-in customers: a guest is asked to sign in (docs/product.md#coupons). */
    accountRequired: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.percentOff === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Percentual: de 1 a 100' });
    if (v.kind === 'amount' && v.amountOffCents === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'Informe o valor do desconto' });
    if (v.startsAt && v.endsAt && new Date(v.endsAt) <= new Date(v.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'O fim da validade deve ser depois do início' });
  })
  // Only the value of its kind is kept.
  .transform((v) => ({
    ...v,
    percentOff: v.kind === 'percent' ? v.percentOff : null,
    amountOffCents: v.kind === 'amount' ? v.amountOffCents : null,
  }));

export type CouponInput = z.input<typeof couponSchema>;
export type CouponData = z.output<typeof couponSchema>;

/** 'Ativo' switch of the list. */
export const couponActiveSchema = z.object({ active: z.boolean({ error: 'Valor inválido' }) });
