import { z } from 'zod';

/** One bairro of 'Taxa por bairro' as the admin edits it (docs/product.md#delivery-by-neighbourhood). */
export const deliveryNeighbourhoodSchema = z.object({
  id: z.string(),
  name: z.string(),
  feeCents: z.number().int(),
  served: z.boolean(),
  cepRanges: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type DeliveryNeighbourhood = z.infer<typeof deliveryNeighbourhoodSchema>;

/** GET and PUT /api/admin/delivery-neighbourhoods: the list in the store's order. */
export const neighbourhoodListResponseSchema = z.object({ neighbourhoods: z.array(deliveryNeighbourhoodSchema) });
export type NeighbourhoodList = z.infer<typeof neighbourhoodListResponseSchema>;
