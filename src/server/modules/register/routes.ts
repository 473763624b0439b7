import { z } from 'zod';
import { routeTable } from '@server/http/route-table';
import {
  closedRegisterSchema,
  currentRegisterSchema,
  registerHistoryPageSchema,
  registerSettingsViewSchema,
} from '@shared/contract/register';
import {
  cashMovementSchema,
  closeRegisterSchema,
  openRegisterSchema,
  registerSettingsSchema,
} from '@shared/schemas/register';
import type { Ctx } from '../route-context';
import {
  addMovement,
  closedRegister,
  closeRegister,
  currentRegister,
  getRegisterSettings,
  openRegister,
  registerHistory,
  saveRegisterSettings,
} from './service';

const registerParams = z.object({ id: z.string().uuid('Caixa não encontrado.') });
const historyQuery = z.object({
  before: z.iso
    .datetime({ offset: true, error: 'Página inválida' })
    .transform((v) => new Date(v))
    .optional(),
});

/** The cash register, 'Caixa' (docs/product.md#caixa). */
// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint
export function registerRoutes({ database, now }: Ctx) {
  const { db } = database;
  const deps = { db, now };
  const admin = { tag: 'admin', access: 'admin' } as const;
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/register',
        summary: 'The open register, its movements and (unless the close is blind) what it should hold',
        response: currentRegisterSchema,
      },
      (c) => currentRegister(db, c.get('user')!),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/register',
        summary: "'Abrir caixa' with a float; 409 when one is already open",
        body: openRegisterSchema,
        response: currentRegisterSchema,
        status: 201,
      },
      (c, { body }) => openRegister(deps, c.get('user')!, body),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/register/:id/movements',
        summary: "'Sangria' or 'Suprimento' on the open register",
        params: registerParams,
        body: cashMovementSchema,
        response: currentRegisterSchema,
        status: 201,
      },
      (c, { params, body }) => addMovement(deps, c.get('user')!, params.id, body),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/register/:id/close',
        summary: "'Fechar caixa' with the counts per method, once; its figures kept as they were",
        params: registerParams,
        body: closeRegisterSchema,
        response: closedRegisterSchema,
      },
      (c, { params, body }) => closeRegister(deps, c.get('user')!, params.id, body),
    )
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/register/history',
        summary: "'Caixas anteriores', newest close first",
        query: historyQuery,
        response: registerHistoryPageSchema,
      },
      (_, { query }) => registerHistory(db, query.before),
    )
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/register/history/:id',
        summary: 'A closed register: expected, counted and difference per method, its movements',
        params: registerParams,
        response: closedRegisterSchema,
      },
      (_, { params }) => closedRegister(db, params.id),
    )
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/register/settings',
        summary: "How the register closes ('Fechamento às cegas')",
        response: registerSettingsViewSchema,
      },
      () => getRegisterSettings(db),
    )
    .route(
      {
        ...admin,
        method: 'put',
        path: '/admin/register/settings',
        summary: "Turn 'Fechamento às cegas' on or off",
        body: registerSettingsSchema,
        response: registerSettingsViewSchema,
      },
      (_, { body }) => saveRegisterSettings(db, body),
    );
}
