import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import { dashboardSummary } from './service';

export function dashboardRoutes({ database, now }: Ctx) {
  return new Hono<AppEnv>().get('/admin/dashboard', requireAdmin, async (c) =>
    c.json(await dashboardSummary(database.db, now())),
  );
}
