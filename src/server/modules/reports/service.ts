import type { Db } from '@server/db/client';
import type { Report } from '@shared/contract/reports';
import type { ReportRange } from '@shared/report-range';
import { deliveriesByCourier } from './courier-figures';
import { customerFigures } from './customers';
import { topOptionsOf, topProductsOf } from './item-figures';
import { orderFigures } from './order-cube';
import { cancellationsOf, couponsOf } from './order-lists';
import { rangeInstants } from './order-sets';
import { planOf, refreshRollups } from './rollup';

/**
 * 'Relatórios': every figure of a period of São Paulo days (docs/product.md#reports), from the
 * days' rollups brought up to date first (docs/decisions/020-report-rollups.md).
 */
export async function buildReport(db: Db, range: ReportRange): Promise<Report> {
  const plan = planOf(range);
  await refreshRollups(db, plan);
  // Independent reads: on PostgreSQL they run side by side on the pool; PGlite queues them.
  const [figures, topProducts, topOptions, cancellations, coupons, customers, deliveries] = await Promise.all([
    orderFigures(db, plan),
    topProductsOf(db, plan),
    topOptionsOf(db, plan),
    cancellationsOf(db, plan),
    couponsOf(db, plan),
    customerFigures(db, plan, rangeInstants(range).start),
    deliveriesByCourier(db, range),
  ]);
  return { ...range, ...figures, topProducts, topOptions, cancellations, coupons, customers, deliveries };
}
