import { Hono } from 'hono';
import type { HealthResponse, ReadinessResponse } from '@shared/contract/common';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import type { Sendable } from '../../http/sendable';
import { requestLogger } from '../../http/request-log';

/**
 * Liveness answers while the process can serve at all (a container restarts it otherwise);
 * readiness also needs the database, so a load balancer sends no traffic to an instance that
 * cannot reach it (README.md, "Running the store day to day").
 */
export function healthRoutes({ database, logger }: Ctx) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' } satisfies Sendable<HealthResponse>))
    .get('/health/ready', async (c) => {
      try {
        await database.ping();
        return c.json({ status: 'ok' } satisfies Sendable<ReadinessResponse>);
      } catch (err) {
        requestLogger(c, logger).warn({ err }, 'readiness check failed');
        return c.json(
          {
            status: 'unavailable',
            error: 'Banco de dados indisponível. Tente novamente em instantes.',
          } satisfies Sendable<ReadinessResponse>,
          503,
        );
      }
    });
}
