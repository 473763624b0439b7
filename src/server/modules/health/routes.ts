import { Hono } from 'hono';
import type { HealthResponse, ReadinessResponse } from '@shared/contract/common';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import type { Sendable } from '../../http/sendable';
import { requestLogger } from '../../http/request-log';

const DATABASE_DOWN = 'Banco de dados indisponível. Tente novamente em instantes.';
const STORAGE_DOWN = 'Armazenamento de fotos indisponível. Tente novamente em instantes.';

/**
 * Liveness answers while the process can serve at all (a container restarts it otherwise);
 * readiness also needs the database and the photos' storage (the folder, or the S3 bucket), so
 * a load balancer sends no traffic to an instance that cannot reach them (docs/operations.md,
 * "Health, stopping, logs").
 */
export function healthRoutes({ database, uploads, logger }: Ctx) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' } satisfies Sendable<HealthResponse>))
    .get('/health/ready', async (c) => {
      const [db, storage] = await Promise.allSettled([database.ping(), uploads.check()]);
      const failed = db.status === 'rejected' ? db : storage.status === 'rejected' ? storage : null;
      if (!failed) return c.json({ status: 'ok' } satisfies Sendable<ReadinessResponse>);
      requestLogger(c, logger).warn({ err: failed.reason as unknown }, 'readiness check failed');
      return c.json(
        {
          status: 'unavailable',
          error: failed === db ? DATABASE_DOWN : STORAGE_DOWN,
        } satisfies Sendable<ReadinessResponse>,
        503,
      );
    });
}
