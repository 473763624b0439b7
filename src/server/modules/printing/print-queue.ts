import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { printers, printJobs } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import { encodeTicket } from './escpos';
import { PrinterUnreachableError, sendToPrinter, type PrinterState, type SendTimings } from './send-job';

/**
 * How long an instance holds a printer for its next ticket: more than a ticket can take
 * (connect 3 s, status 1.5 s, finish 10 s), so a live holder never loses it mid-ticket, and a
 * dead one's printer is taken over this long after.
 */
const LEASE_SECONDS = 30;
/** Retries and other instances' jobs are looked for this often. */
const POLL_MS = 2_000;
/** Printers printed to at once by one instance. */
const PARALLEL = 4;

/** A failed ticket waits 2, 4, 8 s… up to 15 s before it is tried again: the kitchen is waiting. */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** attempts, 15);

const WHY: Record<Exclude<PrinterState, 'ready' | 'silent'>, string> = {
  offline: 'desligada ou com a tampa aberta',
  'paper-out': 'sem papel',
};

type Printer = typeof printers.$inferSelect;
type PrintQueueOptions = { db: Db; logger: Logger; timings?: SendTimings };

/**
 * Prints the waiting jobs (docs/product.md#kitchen-printers). An instance takes a printer with
 * a lease on its row and prints its due jobs oldest first, one connection each, marking each
 * printed as soon as the printer took it: a job prints once across instances, and a restart
 * mid-queue leaves the rest waiting. A printer that fails keeps its jobs, retried with backoff,
 * and is marked failing (since when, and why) for the orders screen until it prints again.
 */
export function createPrintQueue(opts: PrintQueueOptions) {
  async function pass(stopped: () => boolean) {
    const rounds = new Set<Promise<void>>();
    for (;;) {
      while (rounds.size >= PARALLEL) await Promise.race(rounds);
      const claimed = stopped() ? null : await claimPrinter(opts.db);
      if (!claimed) break;
      const round = printRound(opts, claimed, stopped).catch((err: unknown) =>
        opts.logger.warn({ err, printer: claimed.printer.name }, 'kitchen printing failed'),
      );
      const tracked = round.finally(() => rounds.delete(tracked));
      rounds.add(tracked);
    }
    await Promise.all(rounds);
  }

  // Kicked when jobs were written: print them now.
  return createQueueRunner({ pass, everyMs: POLL_MS, logger: opts.logger, failure: 'print queue unavailable' });
}

export type PrintQueue = ReturnType<typeof createPrintQueue>;

/** Takes a printer that has a job due and that no live instance holds; its lease names the holder. */
async function claimPrinter(db: Db): Promise<{ printer: Printer; lease: Date } | null> {
  const lease = new Date(Date.now() + LEASE_SECONDS * 1000);
  const free = db
    .select({ id: printers.id })
    .from(printers)
    .where(
      and(
        eq(printers.active, true),
        sql`(${printers.busyUntil} is null or ${printers.busyUntil} < now())`,
        sql`exists (select 1 from print_jobs j where j.printer_id = "printers"."id"
          and j.printed_at is null and j.next_attempt_at <= now())`,
      ),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  const [printer] = await db.update(printers).set({ busyUntil: lease }).where(inArray(printers.id, free)).returning();
  return printer ? { printer, lease } : null;
}

/** Keeps the printer for one more ticket; false when the lease ran out and another took it. */
async function renew(db: Db, id: string, lease: Date): Promise<Date | null> {
  const next = new Date(Date.now() + LEASE_SECONDS * 1000);
  const [row] = await db
    .update(printers)
    .set({ busyUntil: next })
    .where(and(eq(printers.id, id), eq(printers.busyUntil, lease)))
    .returning({ id: printers.id });
  return row ? next : null;
}

function nextJob(db: Db, printerId: string) {
  return db
    .select()
    .from(printJobs)
    .where(
      and(eq(printJobs.printerId, printerId), isNull(printJobs.printedAt), lte(printJobs.nextAttemptAt, sql`now()`)),
    )
    .orderBy(asc(printJobs.id))
    .limit(1);
}

/** Prints the printer's due jobs in order until none is left or one fails; then lets it go. */
async function printRound(
  opts: PrintQueueOptions,
  { printer, lease: first }: { printer: Printer; lease: Date },
  stopped: () => boolean,
) {
  const { db } = opts;
  let lease: Date | null = first;
  try {
    while (lease && !stopped()) {
      const [job] = await nextJob(db, printer.id);
      if (!job) return;
      const held: Date | null = await renew(db, printer.id, lease);
      lease = held;
      if (!held) return;
      const failure = await printJob(opts, printer, job);
      if (failure) {
        await markFailed(db, job, failure);
        opts.logger.warn(
          { printer: printer.name, orderId: job.orderId, failure },
          'kitchen ticket not printed, will retry',
        );
        return;
      }
      await db
        .update(printJobs)
        .set({ printedAt: sql`now()`, attempts: job.attempts + 1, lastError: null })
        .where(eq(printJobs.id, job.id));
      if (printer.failingSince) {
        await db.update(printers).set({ failingSince: null, lastError: null }).where(eq(printers.id, printer.id));
        printer.failingSince = null;
      }
    }
  } finally {
    if (lease)
      await db
        .update(printers)
        .set({ busyUntil: null })
        .where(and(eq(printers.id, printer.id), eq(printers.busyUntil, lease)));
  }
}

/** Sends the job (its copies one after the other); null when printed, else why not, in pt-BR. */
async function printJob(
  opts: PrintQueueOptions,
  printer: Printer,
  job: typeof printJobs.$inferSelect,
): Promise<string | null> {
  const ticket = encodeTicket(job.ticket, printer);
  const bytes = new Uint8Array(ticket.length * printer.copies);
  for (let i = 0; i < printer.copies; i++) bytes.set(ticket, i * ticket.length);
  try {
    const { state, sent } = await sendToPrinter(printer, bytes, opts.timings);
    return sent ? null : `A impressora está ${WHY[state as keyof typeof WHY]}.`;
  } catch (err) {
    if (err instanceof PrinterUnreachableError) return err.message;
    opts.logger.error({ err, printer: printer.name, jobId: job.id }, 'kitchen ticket could not be sent');
    return 'Erro ao enviar o pedido para a impressora.';
  }
}

/**
 * The job failed: it and the printer's other waiting jobs wait out its backoff (so they still
 * print in order), and the printer is marked failing.
 */
async function markFailed(db: Db, job: typeof printJobs.$inferSelect, why: string) {
  const delay = retryDelaySeconds(job.attempts + 1);
  await db
    .update(printJobs)
    .set({ attempts: job.attempts + 1, lastError: why })
    .where(eq(printJobs.id, job.id));
  await db
    .update(printJobs)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${delay})` })
    .where(and(eq(printJobs.printerId, job.printerId), isNull(printJobs.printedAt)));
  await db
    .update(printers)
    .set({ failingSince: sql`coalesce(${printers.failingSince}, now())`, lastError: why })
    .where(eq(printers.id, job.printerId));
}
