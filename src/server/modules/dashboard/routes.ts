import { routeTable } from '@server/http/route-table';
import { dashboardSummarySchema } from '@shared/contract/dashboard';
import type { Ctx } from '../route-context';
import { dashboardSummary } from './service';

export function dashboardRoutes({ database, now }: Ctx) {
  return routeTable().route(
    {
      method: 'get',
      path: '/admin/dashboard',
      summary: 'Dashboard figures',
      tag: 'admin',
      access: 'reports',
      response: dashboardSummarySchema,
    },
    () => dashboardSummary(database.db, now()),
  );
}
