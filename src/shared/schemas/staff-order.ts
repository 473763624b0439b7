import { z } from 'zod';
import { ORDER_FULFILMENTS, STAFF_CHANNELS } from '../order-status';
import { STAFF_DISCOUNT_KINDS } from '../staff-discount';
import { addressSchema, personFields } from './address';
import { MAX_CHANGE_CENTS, orderItemsSchema } from './checkout';
import { taxIdField } from './fiscal';

// An order staff take on the phone or at the counter (docs/product.md#phone-and-counter-orders):
// the customer's name and phone (no email, no account), the cart as the checkout sends it
// (ids and quantities, priced by the server), how it is fulfilled and paid, and a discount
// with its reason.

/** Payment staff take: PIX to the store's key, the card machine, cash. Card online needs the customer's browser. */
export const STAFF_PAYMENT_METHODS = ['cash', 'credit_card', 'pix'] as const;

export const STAFF_DISCOUNT_REASON_MAX = 120;

export const staffDiscountSchema = z
  .object({
    kind: z.enum(STAFF_DISCOUNT_KINDS, { error: 'Escolha desconto em R$ ou %' }),
    /** Cents for an amount, 1 to 100 for a percentage. */
    value: z.number({ error: 'Desconto inválido' }).int('Desconto inválido').min(1, 'Desconto inválido'),
    reason: z
      .string({ error: 'Informe o motivo do desconto' })
      .trim()
      .min(2, 'Informe o motivo do desconto')
      .max(STAFF_DISCOUNT_REASON_MAX, `Motivo: no máximo ${STAFF_DISCOUNT_REASON_MAX} caracteres`),
  })
  .refine((d) => d.kind !== 'percent' || d.value <= 100, { path: ['value'], message: 'Percentual: de 1 a 100' });

const customerSchema = z.object({ name: personFields.name, phone: personFields.phone }, { error: 'Informe o cliente' });

/** 'Troco para' in cents, as staff type it; only for cash (also an edited order's). */
export const changeForCentsField = z
  .number({ error: 'Valor de troco inválido' })
  .int('Valor de troco inválido')
  .min(1, 'Valor de troco inválido')
  .max(MAX_CHANGE_CENTS, 'Valor de troco inválido')
  .nullish();

/** What prices a staff order: the quote and the order share it. */
const pricedFields = {
  items: orderItemsSchema,
  fulfilment: z.enum(ORDER_FULFILMENTS, { error: 'Escolha entrega, retirada ou balcão' }),
  address: addressSchema.nullish(),
  discount: staffDiscountSchema.nullish(),
};

const needsAddress = (v: { fulfilment: string; address?: unknown }, ctx: z.RefinementCtx) => {
  if (v.fulfilment === 'delivery' && !v.address)
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Informe o endereço de entrega' });
};

/** POST /api/admin/orders/quote: the cart priced as the order would be. */
export const staffQuoteRequestSchema = z.object(pricedFields).superRefine(needsAddress);
export type StaffQuoteInput = z.input<typeof staffQuoteRequestSchema>;

/** POST /api/admin/orders: the order itself. */
export const staffOrderSchema = z
  .object({
    ...pricedFields,
    customer: customerSchema,
    channel: z.enum(STAFF_CHANNELS, { error: 'Escolha telefone ou balcão' }),
    paymentMethod: z.enum(STAFF_PAYMENT_METHODS, { error: 'Escolha a forma de pagamento' }),
    changeForCents: changeForCentsField,
    notes: z.string().trim().max(500, 'Observações: no máximo 500 caracteres').optional().default(''),
    /** 'CPF na nota?' (docs/product.md#nfc-e). */
    taxId: taxIdField,
    idempotencyKey: z.string().trim().min(16, 'Chave de pedido inválida').max(100, 'Chave de pedido inválida'),
    /** The total staff saw (the quote): a different one is refused, nothing written. */
    quotedTotalCents: z.number({ error: 'Total inválido' }).int('Total inválido').min(0, 'Total inválido').optional(),
  })
  .superRefine(needsAddress);
export type StaffOrderInput = z.input<typeof staffOrderSchema>;
export type StaffOrder = z.output<typeof staffOrderSchema>;

/** GET /api/admin/customers?phone=: the digits typed so far. */
export const customerLookupQuery = z.object({
  phone: z
    .string({ error: 'Digite o telefone' })
    .trim()
    .max(30, 'Telefone inválido')
    .refine((v) => v.replace(/\D/g, '').length >= 4, 'Digite ao menos 4 dígitos do telefone'),
});
