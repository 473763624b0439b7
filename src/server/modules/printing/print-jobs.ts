import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { printers, printJobs } from '@server/db/schema';
import { getStoreSettings } from '../store/service';
import { kitchenOrders } from './kitchen-orders';
import { kitchenTicket } from './kitchen-ticket';
import type { Ticket } from './ticket';

/**
 * What asked for the tickets: an order event or staff's 'Imprimir' (printed once per printer
 * and order, whichever comes first), staff reprinting, or staff changing the order (its changes).
 */
export type JobCause =
  { eventId: number | null } | { reprint: true } | { edited: readonly string[] } | { cancelled: true };

/** The mark over a ticket printed again, and the changes an edit's ticket lists. */
function reprintOf(cause: JobCause) {
  if ('edited' in cause) return { mark: 'ALTERADO' as const, changes: cause.edited };
  if ('reprint' in cause) return { mark: 'REIMPRESSÃO' as const };
  return null;
}

/**
 * Writes each active printer's ticket for each order (a station's only when it has items in
 * it): caused by an event, at most one per printer and order ever, whatever writes it first;
 * a reprint always, marked 'REIMPRESSÃO' (an edit's 'ALTERADO'). Returns the printers that got a job.
 */
export async function writePrintJobs(
  db: Db,
  wanted: { orderId: string; cause: JobCause }[],
): Promise<{ printers: string[] }> {
  const none = { printers: [] };
  if (!wanted.length) return none;
  const active = await db
    .select()
    .from(printers)
    .where(eq(printers.active, true))
    .orderBy(asc(printers.createdAt), asc(printers.name));
  if (!active.length) return none;
  const [orders, store] = await Promise.all([
    kitchenOrders(
      db,
      wanted.map((w) => w.orderId),
    ),
    getStoreSettings(db),
  ]);
  const rows = wanted.flatMap(({ orderId, cause }) => {
    const order = orders.get(orderId);
    if (!order) return [];
    const again = reprintOf(cause);
    return active.flatMap((p) => {
      const ticket = kitchenTicket(order, {
        storeName: store.name,
        station: { name: p.name, categoryIds: p.categoryIds },
        ...again,
      });
      if (!ticket) return [];
      const eventId = 'eventId' in cause ? cause.eventId : null;
      return [{ printerId: p.id, orderId, ticket, reprint: again !== null, eventId }];
    });
  });
  if (!rows.length) return none;
  const written = await db
    .insert(printJobs)
    .values(rows)
    .onConflictDoNothing({ target: [printJobs.printerId, printJobs.orderId], where: sql`not ${printJobs.reprint}` })
    .returning({ printerId: printJobs.printerId });
  const names = new Set(written.map((w) => active.find((p) => p.id === w.printerId)!.name));
  return { printers: [...names] };
}

/**
 * An order cancelled while the kitchen might have it (docs/product.md#kitchen-printers): what had
 * not printed yet is dropped, and each printer that printed its ticket gets it again marked
 * 'CANCELADO', once (the feed reads each cancellation once). Returns the printers that got a job.
 */
export async function writeCancelledJobs(db: Db, orderId: string): Promise<{ printers: string[] }> {
  await db.delete(printJobs).where(and(eq(printJobs.orderId, orderId), isNull(printJobs.printedAt)));
  const had = await db
    .selectDistinct({ printerId: printJobs.printerId })
    .from(printJobs)
    .where(and(eq(printJobs.orderId, orderId), eq(printJobs.reprint, false), isNotNull(printJobs.printedAt)));
  if (!had.length) return { printers: [] };
  const ids = new Set(had.map((h) => h.printerId));
  const active = (await db.select().from(printers).where(eq(printers.active, true))).filter((p) => ids.has(p.id));
  const [orders, store] = await Promise.all([kitchenOrders(db, [orderId]), getStoreSettings(db)]);
  const order = orders.get(orderId);
  if (!order) return { printers: [] };
  const rows = active.flatMap((p) => {
    const ticket = kitchenTicket(order, {
      storeName: store.name,
      station: { name: p.name, categoryIds: p.categoryIds },
      mark: 'CANCELADO',
    });
    return ticket ? [{ printerId: p.id, orderId, ticket, reprint: true, eventId: null }] : [];
  });
  if (rows.length) await db.insert(printJobs).values(rows);
  return { printers: rows.map((r) => active.find((p) => p.id === r.printerId)!.name) };
}

/**
 * A document for the counter rather than the kitchen (the DANFE-NFC-e) on one printer, printed
 * each time it is asked: outside the once-per-order rule of the kitchen's tickets, as reprints
 * are. Nothing when the printer is gone or switched off. True when a job was written.
 */
export async function writeDocumentJob(
  db: Pick<Db, 'select' | 'insert'>,
  job: { printerId: string; orderId: string; ticket: Ticket },
): Promise<boolean> {
  const [printer] = await db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.id, job.printerId), eq(printers.active, true)));
  if (!printer) return false;
  await db.insert(printJobs).values({ ...job, reprint: true, eventId: null });
  return true;
}
