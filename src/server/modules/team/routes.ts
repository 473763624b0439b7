import { Hono } from 'hono';
import { z } from 'zod';
import type { OkResponse } from '@shared/contract/common';
import type { TeamDecisionResponse, TeamResponse } from '@shared/contract/team';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import { notFound } from '../../http/errors';
import { parseJson, parseWith } from '../../http/validate';
import type { Sendable } from '../../http/sendable';
import { decideAdminRequest, listTeam, removeAdmin } from '../roles/service';

export const decisionSchema = z.object({ approve: z.boolean({ error: 'Decisão inválida' }) });
const idSchema = z.string().uuid('Pedido de acesso não encontrado');
const adminIdSchema = z.string().min(1).max(64, 'Administrador não encontrado');

export function teamRoutes({ database }: Ctx) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/admin/team', requireAdmin, async (c) => c.json((await listTeam(db)) satisfies Sendable<TeamResponse>))
    .post('/admin/team/requests/:id', requireAdmin, async (c) => {
      const id = parseWith(idSchema, c.req.param('id'));
      const { approve } = await parseJson(c, decisionSchema);
      const decided = await decideAdminRequest(db, id, c.get('user')!.id, approve);
      if (!decided) throw notFound('Pedido de acesso não encontrado');
      return c.json({ status: decided.status } satisfies Sendable<TeamDecisionResponse>);
    })
    .delete('/admin/team/admins/:id', requireAdmin, async (c) => {
      const id = parseWith(adminIdSchema, c.req.param('id'));
      await removeAdmin(db, id, c.get('user')!.id);
      return c.json({ ok: true } satisfies Sendable<OkResponse>);
    });
}
