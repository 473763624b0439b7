import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@server/db/client';
import { deliveryNeighbourhoods, storeInfo } from '@server/db/schema';
import type { NeighbourhoodList } from '@shared/contract/delivery-neighbourhoods';
import { neighbourhoodKey, type Neighbourhood } from '@shared/delivery-neighbourhoods';
import type { neighbourhoodListSchema } from '@shared/schemas/delivery-neighbourhoods';
import { getStoreSettings } from './service';

// 'Taxa por bairro' (docs/product.md#delivery-by-neighbourhood); the matching rule is src/shared/delivery-neighbourhoods.ts.

/**
 * The bairros pricing reads beside the store row (price list, pre-order read), in the store's
 * order; none while the store charges by distance, so that mode pays nothing for the list.
 */
export const neighbourhoodsSql: SQL<Neighbourhood[]> = sql<
  Neighbourhood[]
>`case when ${storeInfo.deliveryFeeMode} = 'neighbourhood' then
  (select coalesce(json_agg(json_build_object('name', n.name, 'feeCents', n.fee_cents, 'served', n.served, 'cepRanges', n.cep_ranges) order by n.sort_order, n.name), '[]'::json)
    from delivery_neighbourhoods n) else '[]'::json end`;

export async function listNeighbourhoods(db: Db): Promise<NeighbourhoodList> {
  const rows = await db
    .select({
      id: deliveryNeighbourhoods.id,
      name: deliveryNeighbourhoods.name,
      feeCents: deliveryNeighbourhoods.feeCents,
      served: deliveryNeighbourhoods.served,
      cepRanges: deliveryNeighbourhoods.cepRanges,
    })
    .from(deliveryNeighbourhoods)
    .orderBy(asc(deliveryNeighbourhoods.sortOrder), asc(deliveryNeighbourhoods.name));
  return { neighbourhoods: rows };
}

/**
 * Replaces the whole list in one transaction, in the order sent. The store row is touched too:
 * its version is what an order priced from the list in memory is checked against (write-order.ts),
 * so an order priced with the old fees is priced again.
 */
export async function saveNeighbourhoods(
  db: Db,
  input: z.output<typeof neighbourhoodListSchema>,
): Promise<NeighbourhoodList> {
  await getStoreSettings(db);
  await db.transaction(async (tx) => {
    await tx.delete(deliveryNeighbourhoods);
    if (input.neighbourhoods.length > 0)
      await tx.insert(deliveryNeighbourhoods).values(
        input.neighbourhoods.map((n, i) => ({
          name: n.name,
          nameKey: neighbourhoodKey(n.name),
          feeCents: n.feeCents,
          served: n.served,
          cepRanges: n.cepRanges,
          sortOrder: i,
        })),
      );
    await tx.update(storeInfo).set({ updatedAt: new Date() }).where(eq(storeInfo.id, 1));
  });
  return listNeighbourhoods(db);
}
