import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import type { Sendable } from '@server/http/sendable';
import { healthResponseSchema, readinessResponseSchema, type ReadinessResponse } from '@shared/contract/common';
import type { Ctx } from '../route-context';

const DATABASE_DOWN = 'Banco de dados indisponível. Tente novamente em instantes.';
const STORAGE_DOWN = 'Armazenamento de fotos indisponível. Tente novamente em instantes.';
const healthOp = { method: 'get', tag: 'store', access: 'public' } as const;

/**
 * Liveness answers while the process can serve at all (a container restarts it otherwise);
 * readiness also needs the database and the photos' storage (the folder, or the S3 bucket), so
 * a load balancer sends no traffic to an instance that cannot reach them (docs/operations.md,
 * "Health, stopping, logs").
 */
export function healthRoutes({ database, uploads, logger }: Ctx) {
  return routeTable()
    .route(
      {
        ...healthOp,
        path: '/health',
        summary: 'Liveness: the process answers (no database)',
        response: healthResponseSchema,
      },
      () => ({ status: 'ok' as const }),
    )
    .route(
      {
        ...healthOp,
        path: '/health/ready',
        summary: 'Readiness: the database answers (503 when it does not)',
        response: readinessResponseSchema,
      },
      async (c) => {
        const [db, storage] = await Promise.allSettled([database.ping(), uploads.check()]);
        const failed = db.status === 'rejected' ? db : storage.status === 'rejected' ? storage : null;
        if (!failed) return { status: 'ok' as const };
        requestLogger(c, logger).warn({ err: failed.reason as unknown }, 'readiness check failed');
        const down = { status: 'unavailable' as const, error: failed === db ? DATABASE_DOWN : STORAGE_DOWN };
        return c.json(down satisfies Sendable<ReadinessResponse>, 503);
      },
    );
}
