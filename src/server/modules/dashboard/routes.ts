import { Hono } from 'hono';
import type { DashboardSummary } from '@shared/contract/dashboard';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { dashboardSummary } from './service';

export function dashboardRoutes({ database, now }: Ctx) {
  return new Hono<AppEnv>().get('/admin/dashboard', requireAdmin, async (c) =>
    c.json((await dashboardSummary(database.db, now())) satisfies Sendable<DashboardSummary>),
  );
}
