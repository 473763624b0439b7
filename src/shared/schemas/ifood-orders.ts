import { z } from 'zod';

// Staff's answers about an iFood order (docs/product.md#ifood): asking iFood to cancel it with
// one of iFood's reasons, and answering a customer's request made on iFood.

export const ifoodCancellationSchema = z.object({
  code: z
    .string({ error: 'Escolha um dos motivos que o iFood oferece.' })
    .trim()
    .min(1, 'Escolha um dos motivos que o iFood oferece.')
    .max(20, 'Motivo inválido.'),
});

export const ifoodDisputeAnswerSchema = z.object({
  accept: z.boolean({ error: 'Aceite ou recuse o pedido do cliente.' }),
  reason: z.string().trim().max(200, 'Motivo muito longo.').optional(),
});
export type IfoodDisputeAnswer = z.infer<typeof ifoodDisputeAnswerSchema>;
