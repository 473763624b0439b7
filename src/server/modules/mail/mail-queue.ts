import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { Logger } from '../../logger';
import type { MailMessage, MailTransport } from './transport';

/** After this many failed attempts (about 6 hours of backoff) a message is given up and logged. */
export const MAIL_MAX_ATTEMPTS = 6;
const POLL_MS = 30_000;

type Row = typeof outgoingMail.$inferSelect;

/**
 * Queues a message; `dedupeKey` names what it is about (`order.placed:<id>`), so the same email
 * is never queued twice. The row is born claimed by its first attempt, for the caller to send at
 * once (`sender.deliver`); if that instance dies first, any sender retries it a minute later.
 * Null when the key was queued before. Call it after the change it reports is saved.
 */
export async function queueMail(db: Db, mail: MailMessage & { dedupeKey: string }): Promise<Row | null> {
  const [row] = await db
    .insert(outgoingMail)
    .values({ ...mail, attempts: 1, nextAttemptAt: sql`now() + interval '1 minute'` })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Sends what the queue holds: at once when `kick` is called after queueing, and every 30 s for
 * retries. A row is claimed by moving its next attempt forward (1, 3, 9, 27, 81 min), so a
 * sender that dies mid-send leaves it to be retried, and two instances never send it twice.
 */
export function createMailSender(opts: { db: Db; transport: MailTransport; logger: Logger }) {
  const { db, transport, logger } = opts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claimOne() {
    const due = db
      .select({ id: outgoingMail.id })
      .from(outgoingMail)
      .where(
        and(
          isNull(outgoingMail.sentAt),
          lte(outgoingMail.nextAttemptAt, sql`now()`),
          lt(outgoingMail.attempts, MAIL_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(outgoingMail.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(outgoingMail)
      .set({
        attempts: sql`${outgoingMail.attempts} + 1`,
        nextAttemptAt: sql`now() + interval '1 minute' * power(3, ${outgoingMail.attempts})`,
      })
      .where(inArray(outgoingMail.id, due))
      .returning();
    return row;
  }

  async function deliverOne(row: Row) {
    try {
      await transport.deliver({ to: row.to, subject: row.subject, text: row.text, html: row.html });
      await db
        .update(outgoingMail)
        .set({ sentAt: sql`now()`, lastError: null })
        .where(eq(outgoingMail.id, row.id));
    } catch (err) {
      const message = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await db.update(outgoingMail).set({ lastError: message }).where(eq(outgoingMail.id, row.id));
      const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      logger[givenUp ? 'error' : 'warn'](
        { mailId: row.id, attempts: row.attempts, err },
        givenUp ? 'email given up' : 'email not sent, will retry',
      );
    }
  }

  async function sendDue() {
    for (let row = await claimOne(); row && !stopped; row = await claimOne()) await deliverOne(row);
  }

  const inFlight = new Set<Promise<void>>();
  /** Sends a row `queueMail` just made, after the request that queued it has answered. */
  function deliver(row: Row) {
    const p = deliverOne(row)
      .catch((err: unknown) => logger.warn({ err }, 'mail queue unavailable'))
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }

  /** Runs a pass now, or once more right after the pass under way. */
  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sendDue().catch((err: unknown) => logger.warn({ err }, 'mail queue unavailable'));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  const timer = setInterval(() => void kick(), POLL_MS);
  timer.unref();

  return {
    deliver,
    kick,
    /** Waits until nothing due is left (tests, and shutdown after the requests drained). */
    drain: async () => {
      while (running || inFlight.size) await Promise.all([running, ...inFlight]);
      await kick();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await Promise.all([running, ...inFlight]);
      transport.close();
    },
  };
}
