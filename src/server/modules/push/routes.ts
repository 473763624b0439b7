import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { OkResponse } from '@shared/contract/common';
import type { PushKeyResponse, PushSubscribedResponse } from '@shared/contract/push';
import { pushSubscribeSchema, pushUnsubscribeSchema } from '@shared/schemas/push';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseJson } from '../../http/validate';
import type { Ctx } from '../route-context';
import { subscribe, unsubscribe } from './subscriptions';

/** A subscription is an endpoint and two keys: a couple of kB at most. */
const small = bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ error: 'Requisição grande demais' }, 413) });

/** Order notifications in the browser (docs/product.md#order-notifications). */
export function pushRoutes({ database, config, limits, push }: Ctx) {
  const { db } = database;
  const allowLocal = config.PUSH_LOCAL_ENDPOINTS;
  return new Hono<AppEnv>()
    .get('/push/key', async (c) =>
      c.json({ publicKey: (await push.keys()).publicKey } satisfies Sendable<PushKeyResponse>),
    )
    .post('/push/subscriptions', small, requireUser, async (c) => {
      const userId = c.get('user')!.id;
      await limits.pushSubscription(c, userId);
      const input = await parseJson(c, pushSubscribeSchema);
      const scope = await subscribe(db, userId, input, { allowLocal });
      return c.json({ subscribed: true, scope } satisfies Sendable<PushSubscribedResponse>, 201);
    })
    .delete('/push/subscriptions', small, requireUser, async (c) => {
      const userId = c.get('user')!.id;
      await limits.pushSubscription(c, userId);
      const { endpoint } = await parseJson(c, pushUnsubscribeSchema);
      await unsubscribe(db, userId, endpoint);
      return c.json({ ok: true } satisfies Sendable<OkResponse>);
    });
}
