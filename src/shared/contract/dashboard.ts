import { z } from 'zod';
import { dateTimeSchema } from './common';

/** GET /api/admin/dashboard: figures straight from the database, "today" and "this month" in the store's time zone. */
export const dashboardSummarySchema = z.object({
  ordersToday: z.number().int(),
  revenueTodayCents: z.number().int(),
  ordersMonth: z.number().int(),
  revenueMonthCents: z.number().int(),
  ordersTotal: z.number().int(),
  waiting: z.number().int(),
  customers: z.number().int(),
  productCount: z.number().int(),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      customerName: z.string(),
      status: z.string(),
      totalCents: z.number().int(),
      createdAt: dateTimeSchema,
    }),
  ),
  topProducts: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenueCents: z.number().int() })),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
