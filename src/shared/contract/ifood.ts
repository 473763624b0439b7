import { z } from 'zod';
import { dateTimeSchema } from './common';

// iFood's view of the store (docs/product.md#ifood): what iFood says of it, and the owner's pause option.

/** iFood's own words on a channel or a check, cut to a line each. */
export const ifoodMessageSchema = z.object({ title: z.string(), subtitle: z.string(), description: z.string() });

/**
 * What iFood last said of the store (GET merchants/{id}/status), one entry per operation and
 * sales channel. `state`: OK (open), WARNING (open with restrictions), CLOSED (as expected:
 * outside its hours or paused), ERROR (closed unexpectedly); kept as iFood sends it.
 */
export const ifoodMerchantStatusSchema = z.array(
  z.object({
    operation: z.string(),
    salesChannel: z.string(),
    available: z.boolean(),
    state: z.string(),
    message: ifoodMessageSchema,
    /** iFood's checks ('is-connected', 'opening-hours', 'unavailabilities'…). */
    validations: z.array(z.object({ code: z.string(), state: z.string(), title: z.string() })),
  }),
);
export type IfoodMerchantStatus = z.infer<typeof ifoodMerchantStatusSchema>;

/** GET /api/admin/ifood and PUT /api/admin/ifood/settings: the 'iFood' card of Configurações. */
export const ifoodSettingsResponseSchema = z.union([
  /** The IFOOD_* settings are missing: nothing calls iFood. */
  z.object({ configured: z.literal(false) }),
  z.object({
    configured: z.literal(true),
    /** The last poll iFood answered, and why the last one that failed did. */
    polledAt: dateTimeSchema.nullable(),
    pollError: z.string().nullable(),
    merchantStatus: ifoodMerchantStatusSchema.nullable(),
    merchantCheckedAt: dateTimeSchema.nullable(),
    /** Pausing orders here pauses the store on iFood too. */
    pauseWithStore: z.boolean(),
    /** A pause this store made is on iFood now. */
    pausedOnIfood: z.boolean(),
    /** A product off or 'Esgotado hoje' here is paused on iFood, by its code. */
    syncAvailability: z.boolean(),
  }),
]);
export type IfoodSettingsResponse = z.infer<typeof ifoodSettingsResponseSchema>;
