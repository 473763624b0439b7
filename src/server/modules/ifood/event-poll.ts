import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { ifoodEvents } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { IfoodError, type IfoodClient } from './ifood-client';

/** iFood's acknowledgment takes at most this many ids a call. */
const ACK_BATCH = 2000;

const eventSchema = z.object({
  id: z.string().min(1).max(100),
  code: z.string().max(20),
  fullCode: z.string().max(80),
  orderId: z.string().min(1).max(100),
  createdAt: z.iso.datetime({ offset: true }),
});
export type IfoodEvent = z.infer<typeof eventSchema> & Record<string, unknown>;

/**
 * One poll (docs/decisions/024): the events iFood has for the store, written to `ifood_events`
 * (an id seen before changes nothing), and only once written, acknowledged, so an instance that
 * dies in between leaves them with iFood to be given again. Returns how many were new.
 */
export async function pollEvents(
  db: Db,
  client: IfoodClient,
  logger: Logger,
): Promise<{ received: number; stored: number }> {
  const { status, json } = await client.request<unknown>('GET', '/events/v1.0/events:polling', {
    headers: { 'x-polling-merchants': client.merchantId },
  });
  if (status === 204) return { received: 0, stored: 0 };
  if (!Array.isArray(json)) throw new IfoodError('iFood answered its polling with no list of events', status, true);
  const given = json.filter((e): e is Record<string, unknown> => !!e && typeof e === 'object');
  const events: IfoodEvent[] = [];
  for (const e of given) {
    const parsed = eventSchema.safeParse(e);
    if (parsed.success) events.push({ ...e, ...parsed.data });
    else logger.warn({ event: JSON.stringify(e).slice(0, 500) }, 'iFood event not understood, acknowledged unread');
  }
  const stored = await storeEvents(db, events);
  // Every event given is acknowledged, also one read before or one not understood: unacknowledged,
  // iFood gives it again and again, and counts it against the store.
  const ids = [
    ...new Set(given.map((e) => e.id).filter((id): id is string => typeof id === 'string' && id.length <= 100)),
  ];
  for (let i = 0; i < ids.length; i += ACK_BATCH)
    await client.request('POST', '/events/v1.0/events/acknowledgment', {
      body: ids.slice(i, i + ACK_BATCH).map((id) => ({ id })),
    });
  return { received: given.length, stored };
}

/** Rows a statement: six parameters each stay far below PostgreSQL's 65,535. */
const INSERT_CHUNK = 500;

/** Writes the events, a few hundred a statement; those already there are passed over. */
async function storeEvents(db: Db, events: IfoodEvent[]): Promise<number> {
  const unique = [...new Map(events.map((e) => [e.id, e])).values()];
  let written = 0;
  for (let i = 0; i < unique.length; i += INSERT_CHUNK) {
    const rows = unique.slice(i, i + INSERT_CHUNK).map((e) => ({
      id: e.id,
      code: e.code,
      fullCode: e.fullCode,
      ifoodOrderId: e.orderId,
      createdAt: new Date(e.createdAt),
      payload: e,
    }));
    const done = await db
      .insert(ifoodEvents)
      .values(rows)
      .onConflictDoNothing({ target: ifoodEvents.id })
      .returning({ id: ifoodEvents.id });
    written += done.length;
  }
  return written;
}

/** The events not yet handled, oldest first by iFood's `createdAt` (iFood gives them in any order). */
export async function pendingEvents(db: Db, limit: number) {
  return db
    .select()
    .from(ifoodEvents)
    .where(sql`${ifoodEvents.handledAt} is null`)
    .orderBy(ifoodEvents.createdAt, ifoodEvents.id)
    .limit(limit);
}
