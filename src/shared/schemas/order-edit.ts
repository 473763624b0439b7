import { z } from 'zod';
import { CHECKOUT_PAYMENT_METHODS, ORDER_FULFILMENTS } from '../order-status';
import { MAX_CART_LINES, MAX_QUANTITY } from '../pricing';
import { addressSchema } from './address';
import { orderLineSchema } from './checkout';
import { changeForCentsField } from './staff-order';

// Staff changing an order before it leaves (docs/product.md#editing-an-order): every line it has
// now with its new quantity (0 removes it), the lines added (ids, priced by the server), how it is
// fulfilled, where, and how it is paid. The quote and the change share these fields.

const keptLineSchema = z.object({
  itemId: z.uuid('Item inválido'),
  quantity: z
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(0, 'Quantidade inválida')
    .max(MAX_QUANTITY, `A quantidade deve ser de 1 a ${MAX_QUANTITY}`),
});

const editFields = {
  /** Every line the order has now, as staff last saw it: one missing or unknown is refused. */
  items: z.array(keptLineSchema, { error: 'Itens inválidos' }).max(MAX_CART_LINES, 'Itens demais no pedido'),
  add: z.array(orderLineSchema, { error: 'Itens inválidos' }).max(MAX_CART_LINES, 'Itens demais no pedido').default([]),
  fulfilment: z.enum(ORDER_FULFILMENTS, { error: 'Escolha entrega, retirada ou balcão' }),
  address: addressSchema.nullish(),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Escolha a forma de pagamento' }),
  changeForCents: changeForCentsField,
  notes: z.string().trim().max(500, 'Observações: no máximo 500 caracteres').optional().default(''),
};

const needsAddress = (v: { fulfilment: string; address?: unknown }, ctx: z.RefinementCtx) => {
  if (v.fulfilment === 'delivery' && !v.address)
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Informe o endereço de entrega' });
};

/** POST /api/admin/orders/:id/edit/quote: the order as it would be, priced. */
export const orderEditQuoteRequestSchema = z.object(editFields).superRefine(needsAddress);
export type OrderEditQuoteInput = z.input<typeof orderEditQuoteRequestSchema>;
export type OrderEditQuoteRequest = z.output<typeof orderEditQuoteRequestSchema>;

/** POST /api/admin/orders/:id/edit: the change itself. */
export const orderEditSchema = z
  .object({
    ...editFields,
    /** The total staff saw (the quote): a different one is refused, nothing written. */
    quotedTotalCents: z.number({ error: 'Total inválido' }).int('Total inválido').min(0, 'Total inválido'),
    /** A paid online order whose total goes down: give the difference back through Stripe. */
    refundDifference: z.boolean({ error: 'Escolha se estorna a diferença' }).optional().default(false),
  })
  .superRefine(needsAddress);
export type OrderEditInput = z.input<typeof orderEditSchema>;
export type OrderEdit = z.output<typeof orderEditSchema>;
