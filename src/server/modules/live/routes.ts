import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv, Ctx } from '../../http/context';
import { requireAdmin, requireUser } from '../../http/guards';
import type { LiveOrderEvent } from './order-event-hub';
import { countWaiting } from './service';

const HEARTBEAT_MS = 15_000;

function lastEventId(header: string | undefined, query: string | undefined): number {
  const n = Number(header ?? query ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function liveRoutes({ live, database }: Ctx) {
  /**
   * One SSE stream: replays what the client missed (Last-Event-ID), then live events, with a
   * heartbeat so proxies keep the connection and the browser notices a dead one.
   */
  const stream = (c: Context<AppEnv>, userId: string | undefined) =>
    streamSSE(c, async (sse) => {
      await live.start();
      const from = lastEventId(c.req.header('last-event-id'), c.req.query('lastEventId'));
      let ready = false;
      let sentUpTo = from;
      const pending: LiveOrderEvent[] = [];
      const write = (e: LiveOrderEvent) => {
        if (e.id <= sentUpTo) return;
        sentUpTo = e.id;
        void sse.writeSSE({ id: String(e.id), event: e.type, data: JSON.stringify(e) }).catch(() => {});
      };
      const unsubscribe = live.subscribe(
        (e) => !userId || e.userId === userId,
        (e) => (ready ? write(e) : pending.push(e)),
      );
      let stop!: () => void;
      const stopped = new Promise<void>((r) => (stop = r));
      const offStop = live.onStop(stop);
      sse.onAbort(() => stop());
      try {
        await sse.writeSSE({ event: 'ready', data: JSON.stringify({ lastEventId: from }), retry: 3000 });
        if (from > 0) for (const e of await live.replay(from, userId)) write(e);
        ready = true;
        pending.splice(0).forEach(write);
        while (!sse.aborted && !sse.closed) {
          const beat = await Promise.race([stopped.then(() => 'stop' as const), sse.sleep(HEARTBEAT_MS).then(() => 'beat' as const)]);
          if (beat === 'stop') break;
          await sse.write(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
        offStop();
      }
    });

  return new Hono<AppEnv>()
    // Orders waiting for the kitchen (status pending), for the tab title and the alarm.
    .get('/admin/live/summary', requireAdmin, async (c) => c.json({ waiting: await countWaiting(database.db) }))
    .get('/admin/events', requireAdmin, (c) => stream(c, undefined))
    .get('/customer/events', requireUser, (c) => stream(c, c.get('user')!.id));
}
