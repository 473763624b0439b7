import { z } from 'zod';
import { COUPON_KINDS } from '../coupons';

// The owner's 'Sentimos sua falta' form (docs/product.md#sentimos-sua-falta), and the email's
// link to stop these messages. Money in cents.

const IDLE_DAYS_MESSAGE = 'Dias sem pedir: de 14 a 365';
const VALID_DAYS_MESSAGE = 'Validade do cupom: de 1 a 30 dias';
const PERCENT_MESSAGE = 'Percentual: de 1 a 100';
const AMOUNT_MESSAGE = 'Valor do desconto: de R$ 0,01 a R$ 10.000,00';
const MIN_ORDER_MESSAGE = 'Pedido mínimo inválido';

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const winBackTermsSchema = z
  .object({
    enabled: z.boolean({ error: 'Informe se as mensagens estão ativas' }),
    idleDays: whole(IDLE_DAYS_MESSAGE, 14, 365),
    couponKind: z.enum(COUPON_KINDS, { error: 'Escolha o tipo de desconto' }),
    percentOff: whole(PERCENT_MESSAGE, 1, 100).nullable(),
    amountOffCents: whole(AMOUNT_MESSAGE, 1, 1_000_000).nullable(),
    minSubtotalCents: whole(MIN_ORDER_MESSAGE, 0, 10_000_000),
    validDays: whole(VALID_DAYS_MESSAGE, 1, 30),
  })
  .superRefine((t, ctx) => {
    if (t.couponKind === 'percent' && t.percentOff === null)
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: PERCENT_MESSAGE });
    if (t.couponKind === 'amount' && t.amountOffCents === null)
      ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: AMOUNT_MESSAGE });
  })
  // Only the value of the kind chosen is kept.
  .transform((t) => ({
    ...t,
    percentOff: t.couponKind === 'percent' ? t.percentOff : null,
    amountOffCents: t.couponKind === 'amount' ? t.amountOffCents : null,
  }));

export const WIN_BACK_LINK_MESSAGE = 'Link inválido. Use o link do email mais recente.';

/** POST /api/win-back/stop: the email's link, its account and signature. */
export const winBackStopSchema = z.object({
  customer: z.string({ error: WIN_BACK_LINK_MESSAGE }).min(1, WIN_BACK_LINK_MESSAGE).max(100, WIN_BACK_LINK_MESSAGE),
  token: z.string({ error: WIN_BACK_LINK_MESSAGE }).min(1, WIN_BACK_LINK_MESSAGE).max(200, WIN_BACK_LINK_MESSAGE),
});
