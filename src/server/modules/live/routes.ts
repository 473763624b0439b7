import { routeTable } from '@server/http/route-table';
import { liveOrderEventSchema, liveSummarySchema } from '@shared/contract/live';
import type { Ctx } from '../route-context';
import { createEventStreams } from './event-stream';
import { countWaiting } from './service';

export function liveRoutes(ctx: Ctx) {
  const stream = createEventStreams(ctx);
  const events = { method: 'get', response: liveOrderEventSchema, stream: true } as const;
  return (
    routeTable()
      // Orders waiting for the kitchen (status pending), for the tab title and the alarm.
      .route(
        {
          method: 'get',
          path: '/admin/live/summary',
          summary: 'Orders waiting for the kitchen',
          tag: 'admin',
          access: 'orders',
          response: liveSummarySchema,
        },
        async () => ({ waiting: await countWaiting(ctx.database.db) }),
      )
      .route(
        {
          ...events,
          path: '/admin/events',
          summary: 'Live events of every order (SSE)',
          tag: 'admin',
          access: 'orders',
        },
        (c) => stream(c, true),
      )
      .route(
        {
          ...events,
          path: '/customer/events',
          summary: 'Live events of my orders (SSE)',
          tag: 'customer',
          access: 'user',
        },
        (c) => stream(c, false),
      )
  );
}
