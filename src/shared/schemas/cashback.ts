import { z } from 'zod';

// The owner's 'Cashback' form (docs/product.md#cashback); money in cents, the rate in hundredths
// of a percent.

const PERCENT_MESSAGE = 'Percentual: de 0,01% a 100%';
const MIN_ORDER_MESSAGE = 'Pedido mínimo inválido';
const VALID_DAYS_MESSAGE = 'Validade: de 1 a 730 dias';
const MAX_USE_MESSAGE = 'Uso máximo por pedido: a partir de R$ 0,01';

export const cashbackTermsSchema = z.object({
  enabled: z.boolean({ error: 'Informe se o cashback está ativo' }),
  percentBp: z
    .number({ error: PERCENT_MESSAGE })
    .int(PERCENT_MESSAGE)
    .min(1, PERCENT_MESSAGE)
    .max(10_000, PERCENT_MESSAGE),
  minOrderCents: z
    .number({ error: MIN_ORDER_MESSAGE })
    .int(MIN_ORDER_MESSAGE)
    .min(0, MIN_ORDER_MESSAGE)
    .max(10_000_000, MIN_ORDER_MESSAGE),
  validDays: z
    .number({ error: VALID_DAYS_MESSAGE })
    .int(VALID_DAYS_MESSAGE)
    .min(1, VALID_DAYS_MESSAGE)
    .max(730, VALID_DAYS_MESSAGE),
  /** null: an order may use the whole balance. */
  maxUseCents: z
    .number({ error: MAX_USE_MESSAGE })
    .int(MAX_USE_MESSAGE)
    .min(1, MAX_USE_MESSAGE)
    .max(10_000_000, MAX_USE_MESSAGE)
    .nullable(),
});
