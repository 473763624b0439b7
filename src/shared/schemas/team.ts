import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Escolha um perfil: Dono, Gerente, Atendente ou Entregador',
});

/** Approving or refusing a request for access; an approval gives the chosen role (Atendente unless said). */
export const teamDecisionSchema = z.object({
  approve: z.boolean({ error: 'Decisão inválida' }),
  role: staffRoleSchema.default('attendant'),
});

/** Changing a member's role in Equipe. */
export const roleChangeSchema = z.object({ role: staffRoleSchema });
