import { z } from 'zod';

// Pieces every answer of the API shares (docs/architecture.md#how-to-add-an-endpoint).

/** A moment as JSON carries it: an ISO 8601 string (the server's Date objects serialise to it). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Every refused request: the pt-BR message to show, and a code for the screens that branch on it. */
export const errorResponseSchema = z.object({ error: z.string(), code: z.string().optional() });

/** A write that has nothing else to say (deletions). */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** GET /api/health: liveness, answered without the database. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: 200 when the database and the photos' storage answer, else 503 with the pt-BR reason. */
export const readinessResponseSchema = z.union([
  z.object({ status: z.literal('ok') }),
  z.object({ status: z.literal('unavailable'), error: z.string() }),
]);
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
