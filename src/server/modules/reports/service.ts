import type { Db } from '@server/db/client';
import type { Report } from '@shared/contract/reports';
import type { ReportRange } from '@shared/report-range';
import { customerFigures } from './customers';
import { topOptionsOf, topProductsOf } from './item-figures';
import { orderFigures } from './order-cube';
import { cancellationsOf, couponsOf } from './order-lists';

/** 'Relatórios': every figure of a period of São Paulo days, from the database (docs/product.md#reports). */
export async function buildReport(db: Db, range: ReportRange): Promise<Report> {
  // Independent reads: on PostgreSQL they run side by side on the pool; PGlite queues them.
  const [figures, topProducts, topOptions, cancellations, coupons, customers] = await Promise.all([
    orderFigures(db, range),
    topProductsOf(db, range),
    topOptionsOf(db, range),
    cancellationsOf(db, range),
    couponsOf(db, range),
    customerFigures(db, range),
  ]);
  return { ...range, ...figures, topProducts, topOptions, cancellations, coupons, customers };
}
