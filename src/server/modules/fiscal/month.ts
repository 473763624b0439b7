import { and, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import type { Db } from '@server/db/client';
import { fiscalNotes, fiscalVoids, orders } from '@server/db/schema';
import type { FiscalNote, FiscalNotesPage } from '@shared/contract/fiscal';
import { NOTE_STATUSES, type NoteStatus } from '@shared/fiscal';
import { instantAt } from '@shared/schedule';
import { noteView } from './note-view';
import { readFiscalSettings } from './settings';

/** A São Paulo month ('2026-11') as the instants it runs between. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: instantAt(`${month}-01`, 0), to: instantAt(`${next}-01`, 0) };
}

/** A month's list shows this many notes; its counts and the zip hold them all. */
const LIST_MAX = 500;

/** The month's notes: made in it, or authorised in it. */
const inMonth = (from: Date, to: Date) =>
  or(
    and(gte(fiscalNotes.createdAt, from), lt(fiscalNotes.createdAt, to)),
    and(gte(fiscalNotes.authorizedAt, from), lt(fiscalNotes.authorizedAt, to)),
  );

const authorizedIn = (from: Date, to: Date) =>
  sql`${fiscalNotes.authorizedAt} >= ${from.toISOString()}::timestamptz and ${fiscalNotes.authorizedAt} < ${to.toISOString()}::timestamptz`;

/** The numbers voided in the month, whose XML goes in its zip. */
const voidedIn = (from: Date, to: Date) =>
  and(
    eq(fiscalVoids.status, 'authorized'),
    isNotNull(fiscalVoids.xml),
    gte(fiscalVoids.createdAt, from),
    lt(fiscalVoids.createdAt, to),
  );

/** 'Fiscal' › the month: its notes newest first, how many of each status, and what was authorised. */
export async function monthNotes(
  db: Db,
  month: string,
  status: NoteStatus | undefined,
  receiptUrl: (orderId: string) => string,
): Promise<FiscalNotesPage> {
  const { from, to } = monthBounds(month);
  const { cancelWindowMinutes } = await readFiscalSettings(db);
  const where = and(inMonth(from, to), status ? eq(fiscalNotes.status, status) : undefined);
  const [rows, totals, [voided]] = await Promise.all([
    db
      .select({
        note: fiscalNotes,
        order: { customerName: orders.customerName, totalCents: orders.totalCents, createdAt: orders.createdAt },
      })
      .from(fiscalNotes)
      .innerJoin(orders, eq(orders.id, fiscalNotes.orderId))
      .where(where)
      .orderBy(desc(fiscalNotes.createdAt))
      .limit(LIST_MAX),
    db
      .select({
        status: fiscalNotes.status,
        n: sql<number>`count(*)::int`,
        // What was authorised in the month and is in its zip: the notes authorised before its first day are not.
        cents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${authorizedIn(from, to)}), 0)::int`,
        xml: sql<number>`count(*) filter (where ${fiscalNotes.xml} is not null and ${authorizedIn(from, to)})::int`,
      })
      .from(fiscalNotes)
      .innerJoin(orders, eq(orders.id, fiscalNotes.orderId))
      .where(inMonth(from, to))
      .groupBy(fiscalNotes.status),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(fiscalVoids)
      .where(voidedIn(from, to)),
  ]);
  const counts = Object.fromEntries(NOTE_STATUSES.map((s) => [s, 0])) as Record<NoteStatus, number>;
  for (const t of totals) counts[t.status] = Number(t.n);
  return {
    month,
    notes: rows.map((r): FiscalNote => noteView(r.note, r.order, receiptUrl, cancelWindowMinutes)),
    counts,
    authorizedTotalCents: Number(totals.find((t) => t.status === 'authorized')?.cents ?? 0),
    xmlCount: totals.reduce((a, t) => a + Number(t.xml), 0) + Number(voided?.n ?? 0),
  };
}

/**
 * The accountant's zip of a month: the XML of every note authorised in it (cancelled ones too,
 * with their cancellation's XML beside), and of the numbers voided in it.
 */
export async function monthZip(db: Db, month: string): Promise<Response> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .select({ key: fiscalNotes.accessKey, xml: fiscalNotes.xml, cancelXml: fiscalNotes.cancelXml })
    .from(fiscalNotes)
    .where(and(gte(fiscalNotes.authorizedAt, from), lt(fiscalNotes.authorizedAt, to), isNotNull(fiscalNotes.xml)))
    .orderBy(fiscalNotes.authorizedAt);
  const voids = await db.select().from(fiscalVoids).where(voidedIn(from, to));
  const files: Record<string, Uint8Array> = {};
  const text = (s: string) => new TextEncoder().encode(s);
  for (const r of rows) {
    files[`${r.key}-nfce.xml`] = text(r.xml!);
    if (r.cancelXml) files[`${r.key}-cancelamento.xml`] = text(r.cancelXml);
  }
  for (const v of voids) files[`inutilizacao-serie${v.series}-${v.fromNumber}-${v.toNumber}.xml`] = text(v.xml!);
  return new Response(Buffer.from(zipSync(files, { level: 6 })), {
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="nfce-${month}.zip"` },
  });
}
