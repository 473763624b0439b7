import { z } from 'zod';

/** GET /api/cep/:cep: what the CEP provider knows of the address (the customer types the rest). */
export const cepAddressSchema = z.object({
  zipCode: z.string(),
  street: z.string(),
  neighborhood: z.string(),
  city: z.string(),
  state: z.string(),
});
export type CepAddress = z.infer<typeof cepAddressSchema>;

/** POST /api/delivery-fee: the fee the checkout shows; placing the order computes it again. */
export const feePreviewResponseSchema = z.object({
  /**
   * 'distance': by the store's tiers; 'fixed': the store's fee (no provider or coordinates);
   * 'not_found': the map does not know the address (an order is refused until it is fuller);
   * 'unavailable': the map service failed (an order is taken at the fixed fee, flagged for staff);
   * 'neighbourhood': the fee of the address's bairro; 'not_served': a bairro the store does not
   * deliver to, or one its list does not have (docs/product.md#delivery-by-neighbourhood).
   */
  status: z.enum(['distance', 'fixed', 'out_of_area', 'not_found', 'unavailable', 'neighbourhood', 'not_served']),
  /** The fee before free delivery: the distance or bairro fee, or the store's fixed fee as a fallback. */
  feeCents: z.number().int(),
  distanceKm: z.number().nullable(),
  message: z.string().nullable(),
});
export type FeePreview = z.infer<typeof feePreviewResponseSchema>;
