import { z } from 'zod';

// An iFood order's requests, as staff see and answer them (docs/product.md#ifood).

/** GET /api/admin/orders/:id/ifood/cancellation-reasons: what iFood accepts for cancelling it now. */
export const ifoodCancellationReasonsSchema = z.object({
  reasons: z.array(z.object({ code: z.string(), description: z.string() })),
});
export type IfoodCancellationReasons = z.infer<typeof ifoodCancellationReasonsSchema>;

/** A cancellation staff asked iFood for: waiting for iFood, or refused by it. */
export const ifoodCancellationStateSchema = z.object({
  state: z.enum(['requested', 'failed']),
  reason: z.string().nullable(),
  at: z.string().nullable(),
});

/** A customer's request on iFood (its negotiation platform) and how it stands. */
export const ifoodDisputeViewSchema = z.object({
  action: z.string(),
  message: z.string().nullable(),
  expiresAt: z.string().nullable(),
  status: z.enum(['open', 'accepted', 'rejected', 'settled']),
  answerReason: z.string().nullable(),
  /** What iFood does when nobody answers in time ('ACCEPT_CANCELLATION', 'REJECT_CANCELLATION'…). */
  timeoutAction: z.string().nullable(),
  /** The reasons a refusal may give: iFood's codes and how they read. */
  rejectReasons: z.array(z.object({ code: z.string(), label: z.string() })),
});

/** The answer of a request or an answer: the state it leaves. */
export const ifoodRequestResultSchema = z.object({ ok: z.literal(true) });
