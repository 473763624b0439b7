import type { Database } from '@server/db/client';
import type { Logger } from '@server/logger';
import { gathered } from '@server/queue-runner';

/** A rush's order events are handled together, at most this often, rather than one by one. */
const GATHER_MS = 300;
/** What other instances wrote (and anything a kick missed) is picked up this often. */
const POLL_MS = 5_000;

/**
 * The one way the feeds over `order_events` (emails, push notifications) run their batches:
 * one drain at a time, batch after batch while `batch()` says more is waiting; started shortly
 * after a kick, and by a poll; stopped cleanly, waiting for the batch in hand.
 */
export function createEventFeedRunner(opts: {
  /** Handles one batch; true when a full batch was read and more may be waiting. */
  batch: () => Promise<boolean>;
  logger: Logger;
  /** The log line when reading the events fails. */
  failure: string;
}) {
  let running: Promise<void> | null = null;
  let stopped = false;

  function run(): Promise<void> {
    running ??= (async () => {
      try {
        while (!stopped && (await opts.batch()));
      } catch (err) {
        opts.logger.warn({ err }, opts.failure);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const gathering = gathered(GATHER_MS, () => void run());
  const poll = setInterval(() => void run(), POLL_MS);
  poll.unref();

  return {
    /** Something wrote order events: handle them shortly, together with the rush's others. */
    kick() {
      if (!stopped) gathering.soon();
    },
    /** Handles every pending event now (tests, shutdown). */
    async flush() {
      while (running) await running;
      await run();
    },
    /** No new batch starts; resolves once the one in hand has ended. */
    async stop() {
      stopped = true;
      clearInterval(poll);
      gathering.cancel();
      if (running) await running;
    },
  };
}

/**
 * Calls `kick` on every new order event, on PostgreSQL from any instance (the table's trigger
 * NOTIFY); what is missed is picked up by the runner's poll. Returns the stop.
 */
export function followOrderEvents(database: Database, kick: () => void, logger: Logger, what: string) {
  let unlisten: (() => Promise<void>) | null = null;
  const listening = database
    .listen('order_events', kick)
    .then((off) => {
      unlisten = off;
    })
    .catch((err: unknown) => logger.warn({ err }, `${what}: listening for order events failed`));
  return async () => {
    await listening;
    await unlisten?.().catch(() => {});
  };
}
