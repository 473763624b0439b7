import { bodyLimit } from 'hono/body-limit';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import { pushKeyResponseSchema, pushSubscribedResponseSchema } from '@shared/contract/push';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '@shared/schemas/push';
import type { Ctx } from '../route-context';
import { subscribe, unsubscribe } from './subscriptions';

/** A subscription is an endpoint and two keys: a couple of kB at most. */
const small = bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ error: 'Requisição grande demais' }, 413) });

/** Order notifications in the browser (docs/product.md#order-notifications). */
export function pushRoutes({ database, config, limits, push }: Ctx) {
  const { db } = database;
  const allowLocal = config.PUSH_LOCAL_ENDPOINTS;
  const changes = {
    middleware: [small],
    limit: (c: Parameters<typeof limits.pushSubscription>[0]) => limits.pushSubscription(c, c.get('user')!.id),
  };
  return routeTable()
    .route(
      {
        method: 'get',
        path: '/push/key',
        summary: "The server's VAPID public key, the browser's applicationServerKey",
        tag: 'customer',
        access: 'public',
        response: pushKeyResponseSchema,
      },
      async () => ({ publicKey: (await push.keys()).publicKey }),
    )
    .route(
      {
        method: 'post',
        path: '/push/subscriptions',
        summary: "Notify this browser of my orders' progress (or of one of my orders)",
        tag: 'customer',
        access: 'user',
        body: pushSubscribeSchema,
        response: pushSubscribedResponseSchema,
        status: 201,
      },
      async (c, { body }) => ({
        subscribed: true as const,
        scope: await subscribe(db, c.get('user')!.id, body, { allowLocal }),
      }),
      changes,
    )
    .route(
      {
        method: 'delete',
        path: '/push/subscriptions',
        summary: 'Stop notifying this browser',
        tag: 'customer',
        access: 'user',
        body: pushUnsubscribeSchema,
        response: okResponseSchema,
      },
      async (c, { body }) => {
        await unsubscribe(db, c.get('user')!.id, body.endpoint);
        return { ok: true as const };
      },
      changes,
    );
}
