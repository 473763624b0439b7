import { z } from 'zod';
import { ORDER_FULFILMENTS, ORDER_STATUSES, PAYMENT_METHODS } from '../order-status';
import { dateTimeSchema } from './common';
import { winBackFiguresSchema } from './win-back';

/** Orders and their total, for money not in yet. */
const pendingMoneySchema = z.object({ count: z.number().int(), totalCents: z.number().int() });

/** GET /api/admin/dashboard: figures straight from the database, "today" and "this month" in the store's time zone. */
export const dashboardSummarySchema = z.object({
  ordersToday: z.number().int(),
  revenueTodayCents: z.number().int(),
  ordersMonth: z.number().int(),
  revenueMonthCents: z.number().int(),
  /** The revenue by how it was paid (paid money only, every method, in PAYMENT_METHODS order). */
  revenueByMethod: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), todayCents: z.number().int(), monthCents: z.number().int() }),
  ),
  /** 'A receber na entrega': today's cash and card-on-delivery orders not paid yet, not cancelled. */
  toCollect: pendingMoneySchema,
  /** 'PIX não confirmados': today's PIX orders whose money has not been confirmed, not cancelled. */
  unconfirmedPix: pendingMoneySchema,
  /** 'Descontos' (docs/product.md#coupons): orders with a coupon that sell (not cancelled, not awaiting payment) and what their coupons took off. */
  discounts: z.object({
    todayOrders: z.number().int(),
    todayCents: z.number().int(),
    monthOrders: z.number().int(),
    monthCents: z.number().int(),
  }),
  ordersTotal: z.number().int(),
  waiting: z.number().int(),
  customers: z.number().int(),
  productCount: z.number().int(),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      customerName: z.string(),
      status: z.enum(ORDER_STATUSES),
      fulfilment: z.enum(ORDER_FULFILMENTS),
      totalCents: z.number().int(),
      createdAt: dateTimeSchema,
    }),
  ),
  topProducts: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenueCents: z.number().int() })),
  /** 'Sentimos sua falta' this month: messages sent and who came back (docs/product.md#sentimos-sua-falta). */
  winBack: winBackFiguresSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
