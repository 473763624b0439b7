import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';
import { dateTimeSchema } from './common';

/** GET /api/admin/team: the staff with their roles, and the pending requests for access (Equipe). */
export const teamResponseSchema = z.object({
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(STAFF_ROLES),
      since: dateTimeSchema,
    }),
  ),
  requests: z.array(
    z.object({ id: z.string(), userId: z.string(), name: z.string(), email: z.string(), createdAt: dateTimeSchema }),
  ),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /api/admin/team/requests/:id: the request's new status. */
export const teamDecisionResponseSchema = z.object({ status: z.string() });
export type TeamDecisionResponse = z.infer<typeof teamDecisionResponseSchema>;
