import { z } from 'zod';
import { dateTimeSchema } from './common';

/** GET /api/admin/team: the admins and the pending requests for admin access (Equipe). */
export const teamResponseSchema = z.object({
  admins: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), since: dateTimeSchema })),
  requests: z.array(
    z.object({ id: z.string(), userId: z.string(), name: z.string(), email: z.string(), createdAt: dateTimeSchema }),
  ),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /api/admin/team/requests/:id: the request's new status. */
export const teamDecisionResponseSchema = z.object({ status: z.string() });
export type TeamDecisionResponse = z.infer<typeof teamDecisionResponseSchema>;
