import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { outgoingMail } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import type { MailMessage, MailTransport } from './transport';

/** After this many failed attempts (about 6 hours of backoff) a message is given up and logged. */
export const MAIL_MAX_ATTEMPTS = 6;
const POLL_MS = 30_000;
/**
 * At most 10 messages a second: what mail providers let one sender do, and a bound on the
 * CPU email takes from orders during a rush (the queue absorbs the burst).
 */
export const MAIL_MIN_GAP_MS = 100;

type Row = typeof outgoingMail.$inferSelect;

/**
 * Queues a message, due at once; `dedupeKey` names what it is about (`order.placed:<id>`), so
 * the same email is never queued twice. Call it after the change it reports is saved (the order
 * write queues its email in its own statement: orders/write-order.ts), then wake the sender.
 */
export async function queueMail(db: Db, mail: MailMessage & { dedupeKey: string }): Promise<void> {
  await db.insert(outgoingMail).values(mail).onConflictDoNothing();
}

/** Claims the next message due, moving its next attempt forward (1, 3, 9, 27, 81 min). */
async function claimOne(db: Db) {
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

async function deliverOne({ db, transport, logger }: MailSenderOptions, row: Row) {
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

type MailSenderOptions = { db: Db; transport: MailTransport; logger: Logger };

/**
 * Sends what the queue holds, one message at a time: at once when `kick` is called after
 * queueing, and every 30 s for retries and for what another instance queued. A burst of orders
 * therefore waits in the table instead of opening a connection each, and never slows the
 * orders themselves. A row is claimed by moving its next attempt forward (1, 3, 9, 27, 81 min),
 * so a sender that dies mid-send leaves it to be retried, and two instances never send it twice.
 */
export function createMailSender(opts: MailSenderOptions) {
  const { db, transport, logger } = opts;
  let lastSend = 0;
  async function sendDue(stopped: () => boolean) {
    for (;;) {
      const wait = lastSend + MAIL_MIN_GAP_MS - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const row = stopped() ? undefined : await claimOne(db);
      if (!row) return;
      lastSend = Date.now();
      await deliverOne(opts, row);
    }
  }

  const runner = createQueueRunner({ pass: sendDue, everyMs: POLL_MS, logger, failure: 'mail queue unavailable' });
  return {
    ...runner,
    stop: async () => {
      await runner.stop();
      transport.close();
    },
  };
}
