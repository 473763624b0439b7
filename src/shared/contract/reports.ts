import { z } from 'zod';
import { ORDER_CHANNELS, PAYMENT_METHODS } from '../order-status';

// GET /api/admin/reports ('Relatórios', docs/product.md#reports): the figures of a period of
// São Paulo days. "Sold" orders are neither cancelled nor awaiting an online payment; revenue is
// their total (delivery fee included, discount taken off).

const int = z.number().int();
const countAndMoney = { orders: int, revenueCents: int };

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: z.object({
    /** Every order placed in the period, whatever became of it. */
    placedOrders: int,
    soldOrders: int,
    revenueCents: int,
    /** Of the revenue, what is paid already (paid money: the dashboard's figure). */
    paidCents: int,
    averageTicketCents: int,
    cancelledOrders: int,
    cancelledCents: int,
    discountOrders: int,
    discountCents: int,
  }),
  /** Every method, in PAYMENT_METHODS order. */
  byMethod: z.array(z.object({ method: z.enum(PAYMENT_METHODS), ...countAndMoney, paidCents: int })),
  /** Every channel, in ORDER_CHANNELS order. */
  byChannel: z.array(z.object({ channel: z.enum(ORDER_CHANNELS), ...countAndMoney })),
  topProducts: z.array(z.object({ name: z.string(), quantity: int, revenueCents: int })),
  /** Options chosen, and the flavours of half-and-half items (group 'Meio a meio', nothing added). */
  topOptions: z.array(z.object({ group: z.string(), name: z.string(), quantity: int, revenueCents: int })),
  cancellations: z.array(z.object({ reason: z.string(), orders: int, totalCents: int })),
  coupons: z.array(z.object({ code: z.string(), orders: int, discountCents: int })),
  /** Delivered orders of the period by courier ('Entregadores'), with their totals and the courier's fees. */
  deliveries: z.array(z.object({ courier: z.string(), deliveries: int, totalCents: int, feesCents: int })),
  /** 24 rows, hour 0 to 23 of São Paulo's clock. */
  byHour: z.array(z.object({ hour: int, ...countAndMoney })),
  /** 7 rows, 0 Sunday to 6 Saturday. */
  byWeekday: z.array(z.object({ weekday: int, ...countAndMoney })),
  customers: z.object({
    new: z.object({ customers: int, ...countAndMoney }),
    returning: z.object({ customers: int, ...countAndMoney }),
    /** Orders with neither a phone nor an email to know their customer by. */
    unidentified: z.object(countAndMoney),
  }),
});
export type Report = z.infer<typeof reportSchema>;
