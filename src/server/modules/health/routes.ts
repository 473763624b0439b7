import { Hono } from 'hono';
import type { HealthResponse } from '@shared/contract/common';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import type { Sendable } from '../../http/sendable';

export function healthRoutes({ database, logger }: Ctx) {
  return new Hono<AppEnv>().get('/health', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok' } satisfies Sendable<HealthResponse>);
    } catch (err) {
      logger.warn({ err }, 'health check failed');
      return c.json({ status: 'unavailable' } satisfies Sendable<HealthResponse>, 503);
    }
  });
}
