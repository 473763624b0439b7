import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';

export function healthRoutes({ database, logger }: Ctx) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok' });
    } catch (err) {
      logger.warn({ err }, 'health check failed');
      return c.json({ status: 'unavailable' }, 503);
    }
  });
}
