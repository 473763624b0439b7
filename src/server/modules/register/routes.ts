import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@server/http/context';
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
/** The signed-in staff member with their role. */
const staffOf = async (c: Context<AppEnv>) => ({ ...c.get('user')!, role: await c.get('staffRole')() });

// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint
export function registerRoutes({ database, now }: Ctx) {
  const { db } = database;
  const deps = { db, now };
  const register = { tag: 'admin', access: 'register' } as const;
  const settings = { tag: 'admin', access: 'settings' } as const;
  return routeTable()
    .route(
      {
        ...register,
        method: 'get',
        path: '/admin/register',
        summary: 'The open register, its movements and (unless the close is blind) what it should hold',
        response: currentRegisterSchema,
      },
      async (c) => currentRegister(db, await staffOf(c)),
    )
    .route(
      {
        ...register,
        method: 'post',
        path: '/admin/register',
        summary: "'Abrir caixa' with a float; 409 when one is already open",
        body: openRegisterSchema,
        response: currentRegisterSchema,
        status: 201,
      },
      async (c, { body }) => openRegister(deps, await staffOf(c), body),
    )
    .route(
      {
        ...register,
        method: 'post',
        path: '/admin/register/:id/movements',
        summary: "'Sangria' or 'Suprimento' on the open register",
        params: registerParams,
        body: cashMovementSchema,
        response: currentRegisterSchema,
        status: 201,
      },
      async (c, { params, body }) => addMovement(deps, await staffOf(c), params.id, body),
    )
    .route(
      {
        ...register,
        method: 'post',
        path: '/admin/register/:id/close',
        summary: "'Fechar caixa' with the counts per method, once; its figures kept as they were",
        params: registerParams,
        body: closeRegisterSchema,
        response: closedRegisterSchema,
      },
      async (c, { params, body }) => closeRegister(deps, await staffOf(c), params.id, body),
    )
    .route(
      {
        ...register,
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
        ...register,
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
        ...register,
        method: 'get',
        path: '/admin/register/settings',
        summary: "How the register closes ('Fechamento às cegas')",
        response: registerSettingsViewSchema,
      },
      () => getRegisterSettings(db),
    )
    .route(
      {
        ...settings,
        method: 'put',
        path: '/admin/register/settings',
        summary: "Turn 'Fechamento às cegas' on or off",
        body: registerSettingsSchema,
        response: registerSettingsViewSchema,
      },
      (_, { body }) => saveRegisterSettings(db, body),
    );
}
