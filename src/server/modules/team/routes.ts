import { z } from 'zod';
import { notFound } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import { teamDecisionResponseSchema, teamResponseSchema } from '@shared/contract/team';
import { roleChangeSchema, teamDecisionSchema } from '@shared/schemas/team';
import { changeRole, decideAdminRequest, listTeam, removeMember } from '../roles/service';
import type { Ctx } from '../route-context';

const requestParams = z.object({ id: z.string().uuid('Pedido de acesso não encontrado') });
const memberParams = z.object({ id: z.string().min(1).max(64, 'Pessoa não encontrada na equipe') });
const team = { tag: 'admin', access: 'team' } as const;

/** Equipe: the staff, their roles and the requests to join (docs/product.md#staff-roles). */

export function teamRoutes({ database, live }: Ctx) {
  const { db } = database;
  return routeTable()
    .route(
      {
        ...team,
        method: 'get',
        path: '/admin/team',
        summary: 'Staff and pending requests',
        response: teamResponseSchema,
      },
      () => listTeam(db),
    )
    .route(
      {
        ...team,
        method: 'post',
        path: '/admin/team/requests/:id',
        summary: 'Approve a request with a role, or refuse it',
        params: requestParams,
        body: teamDecisionSchema,
        response: teamDecisionResponseSchema,
      },
      async (c, { params, body }) => {
        const decided = await decideAdminRequest(db, params.id, c.get('user')!.id, body);
        if (!decided) throw notFound('Pedido de acesso não encontrado');
        return { status: decided.status };
      },
    )
    .route(
      {
        ...team,
        method: 'put',
        path: '/admin/team/members/:id/role',
        summary: "Change another member's role (the store keeps an owner)",
        params: memberParams,
        body: roleChangeSchema,
        response: okResponseSchema,
      },
      async (c, { params, body }) => {
        await changeRole(db, params.id, c.get('user')!.id, body.role);
        // Their open screens check the new role now (a courier no longer hears the orders).
        live.recheck(params.id);
        return { ok: true as const };
      },
    )
    .route(
      {
        ...team,
        method: 'delete',
        path: '/admin/team/members/:id',
        summary: "Remove another member's access (never one's own, never the last owner)",
        params: memberParams,
        response: okResponseSchema,
      },
      async (c, { params }) => {
        await removeMember(db, params.id, c.get('user')!.id);
        // Their open screens close now, not at the next heartbeat.
        live.recheck(params.id);
        return { ok: true as const };
      },
    );
}
