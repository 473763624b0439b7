import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { printers } from '@server/db/schema';
import type { PrinterStatusList } from '@shared/contract/printers';

/** Each active printer, since when it has failed (if it has), and how many tickets wait for it. */
export async function printerStatuses(db: Db): Promise<PrinterStatusList> {
  const rows = await db
    .select({
      id: printers.id,
      name: printers.name,
      failingSince: printers.failingSince,
      lastError: printers.lastError,
      waiting: sql<number>`(select count(*)::int from print_jobs j where j.printer_id = "printers"."id" and j.printed_at is null)`,
    })
    .from(printers)
    .where(eq(printers.active, true))
    .orderBy(asc(printers.createdAt), asc(printers.name));
  return { printers: rows.map((r) => ({ ...r, failingSince: r.failingSince?.toISOString() ?? null })) };
}
