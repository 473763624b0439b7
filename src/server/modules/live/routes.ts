import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { isAdmin } from '@server/auth/admin-role';
import { createSessionCheck } from '@server/auth/session-lookup';
import type { AppEnv } from '@server/http/context';
import { requestHeader } from '@server/http/request-header';
import { routeTable } from '@server/http/route-table';
import type { Sendable } from '@server/http/sendable';
import {
  liveOrderEventSchema,
  liveSummarySchema,
  type LiveOrderEvent as LiveOrderEventData,
} from '@shared/contract/live';
import type { Ctx } from '../route-context';
import type { LiveOrderEvent } from './order-event-hub';
import { countWaiting } from './service';

/**
 * `heartbeatMs`: how often a stream sends its heartbeat and checks its session (and, for the
 * admin stream, the role) again, so signing out or losing admin ends it within one beat.
 * `maxStreamsPerUser`: open streams one user may hold on this instance. Tests shorten the
 * heartbeat by assigning here.
 */
export const liveStreamSettings = { heartbeatMs: 15_000, maxStreamsPerUser: 5 };

/** How long a tab closed for being over the cap waits before reconnecting (EventSource `retry`). */
const EVICTED_RETRY_MS = 60_000;

/** Why the server ended a stream; sent as a last `closed` event. */
type CloseReason = 'signed_out' | 'not_admin' | 'too_many_streams';

function lastEventId(header: string | undefined, query: string | undefined): number {
  const n = Number(header ?? query ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

export function liveRoutes({ live, database, auth, logger }: Ctx, settings = liveStreamSettings) {
  const sessionUser = createSessionCheck(auth, database.db);
  /** Each user's open streams, oldest first, as the function that closes one. */
  const open = new Map<string, Set<() => void>>();

  /**
   * Counts a new stream. Over the cap the user's oldest stream is closed rather than the new
   * one refused: the newest is the tab the person is looking at, and a tablet on shaky Wi-Fi
   * leaves half-open streams behind that the server only notices much later; refusing would
   * lock the kitchen screen out of live orders because of its own ghosts. A real tab closed
   * this way reconnects after EVICTED_RETRY_MS and replays what it missed (Last-Event-ID).
   */
  function admit(userId: string, close: () => void): () => void {
    const mine = open.get(userId) ?? new Set();
    open.set(userId, mine);
    for (const oldest of mine) {
      if (mine.size < settings.maxStreamsPerUser) break;
      mine.delete(oldest);
      oldest();
    }
    mine.add(close);
    return () => {
      mine.delete(close);
      if (mine.size === 0 && open.get(userId) === mine) open.delete(userId);
    };
  }

  /** Why the stream may no longer stay open, if so. */
  async function revoked(cookies: string | undefined, userId: string, admin: boolean): Promise<CloseReason | null> {
    try {
      if ((await sessionUser(cookies)) !== userId) return 'signed_out';
      if (admin && !(await isAdmin(database.db, userId))) return 'not_admin';
    } catch (err) {
      // A database hiccup must not cut every screen off (their reconnection would be refused
      // with 503 and not retried); the next beat checks again.
      logger.warn({ err }, 'live: checking a stream session failed');
    }
    return null;
  }

  /**
   * One SSE stream: replays what the client missed (Last-Event-ID), then live events, with a
   * heartbeat so proxies keep the connection and the browser notices a dead one.
   */
  const stream = (c: Context<AppEnv>, admin: boolean) =>
    streamSSE(c, async (sse) => {
      const userId = c.get('user')!.id;
      const cookies = requestHeader(c, 'cookie');
      let reason: CloseReason | null = null;
      let stop!: () => void;
      const stopped = new Promise<void>((r) => (stop = r));
      const release = admit(userId, () => {
        reason ??= 'too_many_streams';
        stop();
      });
      const offStop = live.onStop(stop);
      sse.onAbort(() => stop());
      let unsubscribe = () => {};
      try {
        await live.start();
        const from = lastEventId(c.req.header('last-event-id'), c.req.query('lastEventId'));
        let ready = false;
        let sentUpTo = from;
        const pending: LiveOrderEvent[] = [];
        const write = (e: LiveOrderEvent) => {
          if (e.id <= sentUpTo) return;
          sentUpTo = e.id;
          void sse
            .writeSSE({
              id: String(e.id),
              event: e.type,
              data: JSON.stringify(e satisfies Sendable<LiveOrderEventData>),
            })
            .catch(() => {});
        };
        unsubscribe = live.subscribe(
          (e) => admin || e.userId === userId,
          (e) => (ready ? write(e) : pending.push(e)),
        );
        await sse.writeSSE({ event: 'ready', data: JSON.stringify({ lastEventId: from }), retry: 3000 });
        if (from > 0) for (const e of await live.replay(from, admin ? undefined : userId)) write(e);
        ready = true;
        pending.splice(0).forEach(write);
        while (!sse.aborted && !sse.closed && !reason) {
          const beat = await Promise.race([
            stopped.then(() => 'stop' as const),
            sse.sleep(settings.heartbeatMs).then(() => 'beat' as const),
          ]);
          if (beat === 'stop') break;
          reason = await revoked(cookies, userId, admin);
          if (!reason) await sse.write(': heartbeat\n\n');
        }
        if (reason && !sse.aborted && !sse.closed) {
          // signed out or no longer admin: the browser's reconnection then gets 401/403 and stops
          const retry = reason === 'too_many_streams' ? EVICTED_RETRY_MS : undefined;
          await sse.writeSSE({ event: 'closed', data: JSON.stringify({ reason }), retry });
        }
      } finally {
        release();
        unsubscribe();
        offStop();
      }
    });

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
          access: 'admin',
          response: liveSummarySchema,
        },
        async () => ({ waiting: await countWaiting(database.db) }),
      )
      .route(
        {
          ...events,
          path: '/admin/events',
          summary: 'Live events of every order (SSE)',
          tag: 'admin',
          access: 'admin',
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
