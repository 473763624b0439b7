import { z } from 'zod';
import { notFound } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { okResponseSchema } from '@shared/contract/common';
import { teamDecisionResponseSchema, teamResponseSchema } from '@shared/contract/team';
import { decideAdminRequest, listTeam, removeAdmin } from '../roles/service';
import type { Ctx } from '../route-context';

const decisionSchema = z.object({ approve: z.boolean({ error: 'Decisão inválida' }) });
const requestParams = z.object({ id: z.string().uuid('Pedido de acesso não encontrado') });
const adminParams = z.object({ id: z.string().min(1).max(64, 'Administrador não encontrado') });

/** Equipe: the admins and the requests to become one (docs/product.md#admin-bootstrap-and-team). */
export function teamRoutes({ database }: Ctx) {
  const { db } = database;
  return routeTable()
    .route(
      {
        method: 'get',
        path: '/admin/team',
        summary: 'Admins and pending requests',
        tag: 'admin',
        access: 'admin',
        response: teamResponseSchema,
      },
      () => listTeam(db),
    )
    .route(
      {
        method: 'post',
        path: '/admin/team/requests/:id',
        summary: 'Approve or refuse a request',
        tag: 'admin',
        access: 'admin',
        params: requestParams,
        body: decisionSchema,
        response: teamDecisionResponseSchema,
      },
      async (c, { params, body }) => {
        const decided = await decideAdminRequest(db, params.id, c.get('user')!.id, body.approve);
        if (!decided) throw notFound('Pedido de acesso não encontrado');
        return { status: decided.status };
      },
    )
    .route(
      {
        method: 'delete',
        path: '/admin/team/admins/:id',
        summary: "Remove another admin's access (never one's own, never the last admin)",
        tag: 'admin',
        access: 'admin',
        params: adminParams,
        response: okResponseSchema,
      },
      async (c, { params }) => {
        await removeAdmin(db, params.id, c.get('user')!.id);
        return { ok: true as const };
      },
    );
}
