import { z } from 'zod';
import { CASH_MOVEMENT_KINDS } from '../register';

// The cash register's forms ('Caixa', docs/product.md#caixa): amounts in cents, typed in reais
// ('150,00') and parsed by src/shared/money.ts before they get here.

/** R$ 100.000,00: more than any drawer holds; a typo beyond it is refused. */
export const REGISTER_AMOUNT_MAX_CENTS = 10_000_000;
export const REGISTER_REASON_MAX = 200;
export const REGISTER_NOTE_MAX = 500;

const amount = (what: string, min: number) =>
  z
    .number({ error: `Informe ${what}` })
    .int('Valor inválido')
    .min(min, min > 0 ? 'O valor deve ser maior que zero' : 'O valor não pode ser negativo')
    .max(REGISTER_AMOUNT_MAX_CENTS, 'Valor muito alto');

/** 'Abrir caixa': the float ('Troco inicial'), zero allowed. */
export const openRegisterSchema = z.object({ floatCents: amount('o troco inicial', 0) });
export type OpenRegisterInput = z.infer<typeof openRegisterSchema>;

/** 'Sangria' or 'Suprimento': an amount and why. */
export const cashMovementSchema = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, { error: 'Escolha sangria ou suprimento' }),
  amountCents: amount('o valor', 1),
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(1, 'Informe o motivo')
    .max(REGISTER_REASON_MAX, `Motivo: até ${REGISTER_REASON_MAX} caracteres`),
});
export type CashMovementInput = z.infer<typeof cashMovementSchema>;

/** 'Fechar caixa': what staff counted per method (card online is Stripe's, not counted). */
export const closeRegisterSchema = z.object({
  countedCents: z.object({
    cash: amount('o dinheiro contado', 0),
    credit_card: amount('o total da maquininha', 0),
    pix: amount('o total do PIX', 0),
  }),
  note: z
    .string()
    .trim()
    .max(REGISTER_NOTE_MAX, `Observação: até ${REGISTER_NOTE_MAX} caracteres`)
    .nullable()
    .default(null)
    .transform((s) => s || null),
});
export type CloseRegisterInput = z.input<typeof closeRegisterSchema>;
export type CloseRegisterData = z.output<typeof closeRegisterSchema>;

/** 'Fechamento às cegas': the person closing counts without seeing what is expected. */
export const registerSettingsSchema = z.object({ blindClose: z.boolean({ error: 'Valor inválido' }) });
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;
