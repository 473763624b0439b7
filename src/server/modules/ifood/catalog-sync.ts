import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodCatalog, ifoodPoll, products } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { IfoodClient } from './ifood-client';

/** Items a call: iFood's batch takes a list. */
const BATCH = 100;

type Wanted = { productId: string; externalCode: string; status: 'AVAILABLE' | 'UNAVAILABLE' };

/**
 * The menu's availability on iFood, when the owner asks for it (docs/product.md#ifood): each
 * product with a code is paused on iFood while it is off or 'Esgotado hoje' here, and available
 * again after. Only what changed since iFood was last told is sent (`ifood_catalog`), in
 * batches by external code; what iFood refuses is sent again at the next pass.
 */
export async function syncAvailability(deps: { db: Db; client: IfoodClient; logger: Logger; now: Date }) {
  const { db, client, logger, now } = deps;
  const [poll] = await db.select({ on: ifoodPoll.syncAvailability }).from(ifoodPoll).where(eq(ifoodPoll.id, 1));
  if (!poll?.on) return 0;
  const rows = await db
    .select({
      productId: products.id,
      externalCode: products.externalCode,
      active: products.active,
      soldOutUntil: products.soldOutUntil,
      told: ifoodCatalog.status,
      toldCode: ifoodCatalog.externalCode,
    })
    .from(products)
    .leftJoin(ifoodCatalog, eq(ifoodCatalog.productId, products.id))
    .where(and(isNotNull(products.externalCode), sql`${products.externalCode} <> ''`));
  const changed: Wanted[] = rows.flatMap((r) => {
    const status = r.active && !(r.soldOutUntil && r.soldOutUntil > now) ? 'AVAILABLE' : 'UNAVAILABLE';
    // Never told: only a pause is news to iFood (its items start available).
    if (r.told === null && status === 'AVAILABLE') return [];
    return r.told === status && r.toldCode === r.externalCode
      ? []
      : [{ productId: r.productId, externalCode: r.externalCode!, status }];
  });
  let sent = 0;
  for (let i = 0; i < changed.length; i += BATCH) {
    const batch = changed.slice(i, i + BATCH);
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
    await db
      .insert(ifoodCatalog)
      .values(batch.map((b) => ({ ...b, syncedAt: now })))
      .onConflictDoUpdate({
        target: ifoodCatalog.productId,
        set: {
          externalCode: sql`excluded.external_code`,
          status: sql`excluded.status`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
    sent += batch.length;
  }
  return sent;
}
