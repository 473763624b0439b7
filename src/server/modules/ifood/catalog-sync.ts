import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodCatalog, ifoodPoll, products } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { IfoodClient } from './ifood-client';

/** Items a call: iFood's batch takes a list. */
const BATCH = 100;

type Status = 'AVAILABLE' | 'UNAVAILABLE';
type Deps = { db: Db; client: IfoodClient; logger: Logger; now: Date };

/**
 * The menu's availability on iFood, when the owner asks for it (docs/product.md#ifood): each
 * code on our products is paused on iFood while a product with it is off or 'Esgotado hoje'
 * here, and available again after. Only what changed since iFood was last told is sent
 * (`ifood_catalog`), in batches by external code; what iFood refuses is sent again at the next
 * pass. A code a product no longer carries, and every pause when the owner turns this off, are
 * made available again.
 */
export async function syncAvailability(deps: Deps) {
  const { db, now } = deps;
  const [poll] = await db.select({ on: ifoodPoll.syncAvailability }).from(ifoodPoll).where(eq(ifoodPoll.id, 1));
  const told = await db.select().from(ifoodCatalog);
  if (!poll?.on) return undoPauses(deps, told);
  const rows = await db
    .select({
      productId: products.id,
      externalCode: products.externalCode,
      active: products.active,
      soldOutUntil: products.soldOutUntil,
    })
    .from(products)
    .where(and(isNotNull(products.externalCode), sql`${products.externalCode} <> ''`));
  // One status a code: paused while any product carrying it cannot be sold.
  const wanted = new Map<string, { status: Status; productIds: string[] }>();
  for (const r of rows) {
    const status: Status = r.active && !(r.soldOutUntil && r.soldOutUntil > now) ? 'AVAILABLE' : 'UNAVAILABLE';
    const entry = wanted.get(r.externalCode!) ?? { status: 'AVAILABLE', productIds: [] };
    entry.productIds.push(r.productId);
    if (status === 'UNAVAILABLE') entry.status = 'UNAVAILABLE';
    wanted.set(r.externalCode!, entry);
  }
  const toldByCode = new Map(told.map((t) => [t.externalCode, t.status]));
  const changes: { externalCode: string; status: Status; productIds: string[] }[] = [];
  for (const [code, w] of wanted) {
    const before = toldByCode.get(code);
    // Never told: only a pause is news to iFood (its items start available).
    if (before === w.status || (before === undefined && w.status === 'AVAILABLE')) continue;
    changes.push({ externalCode: code, ...w });
  }
  // A paused code no product carries any more (changed or cleared) is made available again.
  for (const t of told)
    if (
      !wanted.has(t.externalCode) &&
      t.status === 'UNAVAILABLE' &&
      !changes.some((c) => c.externalCode === t.externalCode)
    )
      changes.push({ externalCode: t.externalCode, status: 'AVAILABLE', productIds: [] });
  return send(deps, changes);
}

/** The owner turned it off: what we paused on iFood is made available again, and forgotten. */
async function undoPauses(deps: Deps, told: (typeof ifoodCatalog.$inferSelect)[]) {
  const paused = told.filter((t) => t.status === 'UNAVAILABLE');
  const sent = await send(
    deps,
    paused.map((t) => ({ externalCode: t.externalCode, status: 'AVAILABLE' as const, productIds: [] })),
  );
  if (sent === paused.length && told.length) await deps.db.delete(ifoodCatalog);
  return sent;
}

async function send(deps: Deps, changes: { externalCode: string; status: Status; productIds: string[] }[]) {
  const { db, client, logger, now } = deps;
  let sent = 0;
  for (let i = 0; i < changes.length; i += BATCH) {
    const batch = changes.slice(i, i + BATCH);
    try {
      await client.request(
        'PATCH',
        `/catalog/v2.0/merchants/${encodeURIComponent(client.merchantId)}/products/status`,
        {
          body: batch.map((b) => ({ externalCode: b.externalCode, status: b.status, resources: ['ITEM'] })),
        },
      );
    } catch (err) {
      logger.warn({ err, items: batch.length }, 'iFood availability not sent, will retry');
      continue;
    }
    await record(db, batch, now);
    sent += batch.length;
  }
  return sent;
}

/** What iFood was told, by code: kept on each product carrying it; a code nobody carries is forgotten once available. */
async function record(db: Db, batch: { externalCode: string; status: Status; productIds: string[] }[], now: Date) {
  const orphans = batch.filter((b) => !b.productIds.length).map((b) => b.externalCode);
  if (orphans.length) await db.delete(ifoodCatalog).where(inArray(ifoodCatalog.externalCode, orphans));
  const rows = batch.flatMap((b) =>
    b.productIds.map((productId) => ({ productId, externalCode: b.externalCode, status: b.status, syncedAt: now })),
  );
  if (rows.length)
    await db
      .insert(ifoodCatalog)
      .values(rows)
      .onConflictDoUpdate({
        target: ifoodCatalog.productId,
        set: {
          externalCode: sql`excluded.external_code`,
          status: sql`excluded.status`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
}
