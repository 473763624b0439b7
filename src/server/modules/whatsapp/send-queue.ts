import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WhatsappConfig } from '@server/config';
import type { Db } from '@server/db/client';
import { orders, whatsappMessages } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import { sendTemplate, type SendOutcome } from './graph-client';
import { isOptedOut } from './opt-outs';

/** How long an instance holds a message while it sends it: more than a send can take (10 s). */
const LEASE_MS = 60_000;
/** Retries, and what other instances queued, are looked for this often. */
const POLL_MS = 5_000;
/** After this many tries a message that keeps meeting 429, 5xx or no answer is given up. */
export const WHATSAPP_MAX_ATTEMPTS = 5;
/** The wait before the next try: 15 s, 1 min, 4 min, 16 min. */
export const whatsappRetryDelayMs = (attempts: number) => 15_000 * 4 ** (attempts - 1);

type Row = typeof whatsappMessages.$inferSelect;
type SendQueueOptions = {
  db: Db;
  config: WhatsappConfig;
  logger: Logger;
  /** The app's clock: when a retry is due and leases end (tests move it instead of sleeping). */
  now: () => Date;
};

/** Takes the oldest message due that no live instance holds, counting the attempt; its lease names the holder. */
async function claimOne(db: Db, now: Date): Promise<{ row: Row; lease: Date } | null> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const due = db
    .select({ id: whatsappMessages.id })
    .from(whatsappMessages)
    .where(
      and(
        eq(whatsappMessages.status, 'queued'),
        lte(whatsappMessages.nextAttemptAt, now),
        or(isNull(whatsappMessages.lockedUntil), lt(whatsappMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(whatsappMessages.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(whatsappMessages)
    .set({ lockedUntil: lease, attempts: sql`${whatsappMessages.attempts} + 1` })
    .where(inArray(whatsappMessages.id, due))
    .returning();
  return row ? { row, lease } : null;
}

/** Whether the customer still wants it: the order's choice stands and the number never replied 'SAIR'. */
async function stillWanted(db: Db, row: Row): Promise<boolean> {
  const [order] = await db.select({ on: orders.whatsappUpdates }).from(orders).where(eq(orders.id, row.orderId));
  return !!order?.on && !(await isOptedOut(db, row.toNumber));
}

/** Writes what the send came to, only while this holder's lease is the message's. */
async function record(opts: SendQueueOptions, { row, lease }: { row: Row; lease: Date }, outcome: SendOutcome) {
  const now = opts.now();
  const mine = and(eq(whatsappMessages.id, row.id), eq(whatsappMessages.lockedUntil, lease));
  if ('wamid' in outcome) {
    await opts.db
      .update(whatsappMessages)
      .set({ status: 'sent', wamid: outcome.wamid, sentAt: now, error: null, lockedUntil: null })
      .where(mine);
    return;
  }
  const givenUp = !outcome.retry || row.attempts >= WHATSAPP_MAX_ATTEMPTS;
  await opts.db
    .update(whatsappMessages)
    .set(
      givenUp
        ? { status: 'failed', error: outcome.reason, failedAt: now, lockedUntil: null }
        : {
            error: outcome.reason,
            nextAttemptAt: new Date(now.getTime() + whatsappRetryDelayMs(row.attempts)),
            lockedUntil: null,
          },
    )
    .where(mine);
  opts.logger[givenUp ? 'warn' : 'info'](
    { messageId: row.id, orderId: row.orderId, attempts: row.attempts, reason: outcome.reason },
    givenUp ? 'WhatsApp message given up' : 'WhatsApp message not sent, will retry',
  );
}

async function sendOne(opts: SendQueueOptions, claimed: { row: Row; lease: Date }) {
  const { row } = claimed;
  if (!(await stillWanted(opts.db, row))) {
    await opts.db
      .update(whatsappMessages)
      .set({ status: 'skipped', lockedUntil: null })
      .where(eq(whatsappMessages.id, row.id));
    return;
  }
  const outcome = await sendTemplate(opts.config, {
    to: row.toNumber,
    template: row.template,
    parameters: row.parameters,
  });
  await record(opts, claimed, outcome);
}

/**
 * Sends the queued WhatsApp messages (docs/decisions/021), one at a time: at once when `kick` is
 * called after queueing, and every 5 s for retries and other instances' messages. A message is
 * claimed with a lease (`for update skip locked`), so two instances never send it at once, and
 * one that died mid-send leaves it to be taken again when the lease ends.
 */
export function createWhatsappSendQueue(opts: SendQueueOptions) {
  async function sendDue(stopped: () => boolean) {
    for (;;) {
      const claimed = stopped() ? null : await claimOne(opts.db, opts.now());
      if (!claimed) return;
      await sendOne(opts, claimed).catch((err: unknown) =>
        opts.logger.warn({ err, messageId: claimed.row.id }, 'WhatsApp message failed'),
      );
    }
  }

  return createQueueRunner({
    pass: sendDue,
    everyMs: POLL_MS,
    logger: opts.logger,
    failure: 'WhatsApp queue unavailable',
  });
}
