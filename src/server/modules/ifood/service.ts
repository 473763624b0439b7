import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '@server/config';
import type { Database, Db } from '@server/db/client';
import { ifoodPoll } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import { followOrderEvents } from '../orders/event-feed-runner';
import { syncAvailability } from './catalog-sync';
import { handlePendingEvents } from './event-handling';
import { pollEvents } from './event-poll';
import { createIfoodClient, type IfoodClient } from './ifood-client';
import { checkMerchant } from './merchant';
import { createIfoodActionQueue } from './status-actions';

export type IfoodIntegration = NonNullable<ReturnType<typeof createIfoodIntegration>>;

/**
 * iFood's orders when the Merchant API is configured (docs/decisions/024): the poller, which one
 * instance at a time runs every `pollIntervalMs` (events stored, acknowledged, then handled), and
 * the queue of the calls our status changes owe iFood, woken by every order event, and each
 * minute on the poll's holder a look at iFood's view of the store, following the owner's pause
 * there (merchant.ts). Null without the IFOOD_* settings: nothing calls iFood.
 */
/**
 * iFood's view of the store, the owner's pause followed there (merchant.ts) and the menu's
 * pauses (catalog-sync.ts): each minute, on the poll's holder only.
 */
function createStoreRunner(deps: { db: Db; client: IfoodClient; logger: Logger; now: () => Date }, holder: string) {
  const { db, client, logger, now } = deps;
  return createQueueRunner({
    pass: async (stopped) => {
      if (stopped() || !(await holdsLease(db, holder))) return;
      await checkMerchant({ db, client, logger, now });
      await syncAvailability({ db, client, logger, now: now() });
    },
    everyMs: MERCHANT_EVERY_MS,
    logger,
    failure: 'iFood store status unavailable',
  });
}

export function createIfoodIntegration(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  now: () => Date;
  /** Told of every admin change to the menu (the menu module's version). */
  menuVersion?: { onBump(listener: () => void): () => unknown };
}) {
  const { config, database, logger, now } = deps;
  if (!config.ifood) return null;
  const db = database.db;
  const client = createIfoodClient(config.ifood, () => now().getTime());
  const holder = randomUUID();
  // Held three polls long: an instance that died is replaced within a minute and a half.
  const leaseMs = 3 * config.ifood.pollIntervalMs;
  const actions = createIfoodActionQueue({ db, client, logger, now });

  // Handling never holds up the next poll: a slow order answer must not make iFood see the
  // store as gone (it checks for a poll every 30 s).
  const handler = createQueueRunner({
    pass: async (stopped) => {
      if (stopped() || !(await holdsLease(db, holder))) return;
      while (!stopped() && (await handlePendingEvents({ db, client, logger })).more);
      await pruneHandled(db);
    },
    everyMs: config.ifood.pollIntervalMs,
    logger,
    failure: 'iFood events could not be handled',
  });
  const poller = createQueueRunner({
    pass: async (stopped) => {
      if (stopped() || !(await takeLease(db, holder, leaseMs))) return;
      try {
        const { stored } = await pollEvents(db, client, logger);
        await db.update(ifoodPoll).set({ polledAt: now(), pollError: null }).where(eq(ifoodPoll.id, 1));
        if (stored) logger.info({ stored }, 'iFood events stored');
      } catch (err) {
        logger.warn({ err }, 'iFood polling failed');
        await db
          .update(ifoodPoll)
          .set({ pollError: (err as Error).message.slice(0, 300) })
          .where(eq(ifoodPoll.id, 1));
      }
      // What was stored is handled even when this poll failed: it may be an earlier poll's.
      void handler.kick();
    },
    everyMs: config.ifood.pollIntervalMs,
    logger,
    failure: 'iFood poller unavailable',
  });
  const merchant = createStoreRunner({ db, client, logger, now }, holder);
  void poller.kick();
  const firstLook = setTimeout(() => void merchant.kick(), MERCHANT_FIRST_MS);
  firstLook.unref();
  const unfollow = followOrderEvents(database, () => void actions.kick(), logger, 'iFood');
  // A product switched off or 'Esgotado hoje' reaches iFood at once, not at the next minute.
  const unbump = deps.menuVersion?.onBump(() => void merchant.kick());

  return {
    /** The Merchant API, for the calls staff wait for (cancelling, answering a customer). */
    client,
    /** One poll and its handling now (tests). */
    poll: async () => {
      await poller.drain();
      await handler.drain();
    },
    /** Sends what is due now (tests). */
    sendActions: () => actions.drain(),
    /** Reads iFood's view of the store and follows the pause now (tests, and the owner's card). */
    checkMerchant: () => merchant.drain(),
    stop: async () => {
      clearTimeout(firstLook);
      await poller.stop();
      await merchant.stop();
      await handler.stop();
      await actions.stop();
      await unfollow();
      unbump?.();
      // Another instance takes over at its next tick rather than after the lease.
      await db
        .update(ifoodPoll)
        .set({ pollHolder: null, pollUntil: null })
        .where(and(eq(ifoodPoll.id, 1), eq(ifoodPoll.pollHolder, holder)))
        .catch(() => {});
    },
  };
}

/**
 * The poll is this instance's for `leaseMs` when no other live instance holds it. The database's
 * clock decides, so instances whose clocks differ agree on when a lease ran out.
 */
async function takeLease(db: Db, holder: string, leaseMs: number): Promise<boolean> {
  const taken = await db
    .update(ifoodPoll)
    .set({ pollHolder: holder, pollUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(
      and(
        eq(ifoodPoll.id, 1),
        or(eq(ifoodPoll.pollHolder, holder), isNull(ifoodPoll.pollUntil), sql`${ifoodPoll.pollUntil} < now()`),
      ),
    )
    .returning({ id: ifoodPoll.id });
  return taken.length > 0;
}

/** Whether this instance holds the poll now: only the poller handles what it stored. */
async function holdsLease(db: Db, holder: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ifoodPoll.id })
    .from(ifoodPoll)
    .where(and(eq(ifoodPoll.id, 1), eq(ifoodPoll.pollHolder, holder), sql`${ifoodPoll.pollUntil} >= now()`));
  return !!row;
}

/** How often iFood's view of the store is read and the owner's pause followed there. */
const MERCHANT_EVERY_MS = 60_000;
/** The first look after start, once the poller has had time to take the lease. */
const MERCHANT_FIRST_MS = 5_000;

/** Handled events are kept a week (iFood gives none older than a few hours again), then dropped. */
async function pruneHandled(db: Db) {
  await db.execute(sql`delete from ifood_events where id in (
    select id from ifood_events where handled_at < now() - interval '7 days' limit 1000)`);
}
