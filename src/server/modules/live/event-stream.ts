import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { createSessionCheck } from '@server/auth/session-lookup';
import { staffRole } from '@server/auth/staff-role';
import type { AppEnv } from '@server/http/context';
import { requestHeader } from '@server/http/request-header';
import type { Sendable } from '@server/http/sendable';
import type { LiveOrderEvent as LiveOrderEventData } from '@shared/contract/live';
import { can } from '@shared/staff-roles';
import type { Ctx } from '../route-context';
import type { LiveOrderEvent, OrderEventHub } from './order-event-hub';
import { STAFF_ONLY_EVENTS } from './record-event';

/**
 * `heartbeatMs`: how often a stream sends its heartbeat and checks its session (and, for the
 * admin stream, the role) again, so signing out or losing admin ends it within one beat (at
 * once when the team changes the role on this instance: `recheck`).
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

/**
 * The SSE streams of order events: `stream(c, admin)` replays what the client missed
 * (Last-Event-ID), then sends live events, with a heartbeat so proxies keep the connection and
 * the browser notices a dead one.
 */
export function createEventStreams({ live, database, auth, logger }: Ctx, settings = liveStreamSettings) {
  const sessionUser = createSessionCheck(auth, database.db);
  const admit = streamCap(settings);

  /** Why the stream may no longer stay open, if so. */
  async function revoked(cookies: string | undefined, userId: string, admin: boolean): Promise<CloseReason | null> {
    try {
      if ((await sessionUser(cookies)) !== userId) return 'signed_out';
      if (admin && !can(await staffRole(database.db, userId), 'orders')) return 'not_admin';
    } catch (err) {
      // A database hiccup must not cut every screen off (their reconnection would be refused
      // with 503 and not retried); the next beat checks again.
      logger.warn({ err }, 'live: checking a stream session failed');
    }
    return null;
  }

  return (c: Context<AppEnv>, admin: boolean) =>
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
      // Woken when the team changes this person's access, to check it before the next beat.
      let wake!: () => void;
      let woken = new Promise<void>((r) => (wake = r));
      const offRecheck = live.onRecheck(userId, () => wake());
      sse.onAbort(() => stop());
      let unsubscribe = () => {};
      try {
        await live.start();
        const from = lastEventId(c.req.header('last-event-id'), c.req.query('lastEventId'));
        unsubscribe = await sendFrom(sse, live, from, admin ? undefined : userId);
        while (!sse.aborted && !sse.closed && !reason) {
          const beat = await Promise.race([
            stopped.then(() => 'stop' as const),
            woken.then(() => 'check' as const),
            sse.sleep(settings.heartbeatMs).then(() => 'beat' as const),
          ]);
          if (beat === 'stop') break;
          if (beat === 'check') woken = new Promise<void>((r) => (wake = r));
          // Evicted while the session was checked: that reason stands, it is the one the tab must hear.
          const found = await revoked(cookies, userId, admin);
          reason ??= found;
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
        offRecheck();
      }
    });
}

/**
 * Subscribes first, then says `ready` and replays what came after `from`, then lets the live
 * events through: an event published during the replay waits in `pending`, and none is sent
 * twice. `userId` limits the stream to one customer's orders (undefined: every order, for staff).
 * Returns the unsubscribe.
 */
async function sendFrom(sse: SSEStreamingApi, live: OrderEventHub, from: number, userId: string | undefined) {
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
        // Who on the staff did it is staff's to know, not a customer's.
        data: JSON.stringify((userId === undefined ? e : { ...e, by: null }) satisfies Sendable<LiveOrderEventData>),
      })
      .catch(() => {});
  };
  // A customer hears of their own orders only, and not of the kitchen's marks (staff only).
  const heard = (e: LiveOrderEvent) =>
    userId === undefined || (e.userId === userId && !STAFF_ONLY_EVENTS.includes(e.type));
  const unsubscribe = live.subscribe(heard, (e) => (ready ? write(e) : pending.push(e)));
  await sse.writeSSE({ event: 'ready', data: JSON.stringify({ lastEventId: from }), retry: 3000 });
  if (from > 0) for (const e of await live.replay(from, userId)) if (heard(e)) write(e);
  ready = true;
  pending.splice(0).forEach(write);
  return unsubscribe;
}

/**
 * Counts a user's open streams on this instance. Over the cap the user's oldest stream is
 * closed rather than the new one refused: the newest is the tab the person is looking at, and a
 * tablet on shaky Wi-Fi leaves half-open streams behind that the server only notices much
 * later; refusing would lock the kitchen screen out of live orders because of its own ghosts. A
 * real tab closed this way reconnects after EVICTED_RETRY_MS and replays what it missed
 * (Last-Event-ID). `admit` returns the release.
 */
function streamCap(settings: typeof liveStreamSettings) {
  /** Each user's open streams, oldest first, as the function that closes one. */
  const open = new Map<string, Set<() => void>>();
  return function admit(userId: string, close: () => void): () => void {
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
  };
}
