import { z } from 'zod';
import { personFields } from './address';

export const COURIER_FEE_MODES = ['fixed', 'delivery_fee'] as const;
export const COURIER_FEE_MODE_LABELS: Record<(typeof COURIER_FEE_MODES)[number], string> = {
  fixed: 'Valor fixo por entrega',
  delivery_fee: 'A taxa de entrega do pedido (por bairro ou distância)',
};

/** A courier as staff register them in 'Entregadores' (docs/product.md#couriers). */
export const courierSchema = z.object({
  name: personFields.name,
  phone: personFields.phone,
  feeMode: z.enum(COURIER_FEE_MODES, { error: 'Escolha como o entregador recebe' }),
  feeCents: z
    .number({ error: 'Valor por entrega inválido' })
    .int('Valor por entrega inválido')
    .min(0, 'Valor por entrega inválido')
    .max(100_00, 'Valor por entrega: no máximo R$ 100,00')
    .default(0),
  active: z.boolean({ error: 'Valor inválido' }).default(true),
  /** 'Conta no painel': the team member with the 'Entregador' role who sees these deliveries; null: the link only. */
  userId: z.string({ error: 'Conta inválida' }).max(100, 'Conta inválida').nullish().default(null),
});
export type CourierInput = z.input<typeof courierSchema>;

/** Orders given to a courier at once from the orders screen. */
export const assignDeliveriesSchema = z.object({
  courierId: z.string({ error: 'Escolha o entregador' }).uuid('Escolha o entregador'),
  orderIds: z
    .array(z.string().uuid('Pedido não encontrado'), { error: 'Escolha os pedidos' })
    .min(1, 'Escolha ao menos um pedido')
    .max(20, 'No máximo 20 pedidos por vez'),
});
