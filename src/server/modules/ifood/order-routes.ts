import { z } from 'zod';
import { AppError } from '@server/http/errors';
import { idParam } from '@server/http/id-param';
import { routeTable } from '@server/http/route-table';
import { ifoodCancellationReasonsSchema, ifoodRequestResultSchema } from '@shared/contract/ifood-orders';
import { NOT_AN_IFOOD_ORDER } from '@shared/ifood';
import { ifoodCancellationSchema, ifoodDisputeAnswerSchema } from '@shared/schemas/ifood-orders';
import type { Ctx } from '../route-context';
import { cancellationReasons, requestCancellation } from './cancellation';
import { answerDispute } from './disputes';

const orderParams = z.object({ id: z.string() });
const admin = { tag: 'admin', access: 'orders', params: orderParams } as const;

/** iFood's requests on an order (docs/product.md#ifood): staff cancel through iFood and answer its customers. */
export function ifoodOrderRoutes({ database, ifood, now }: Ctx) {
  const { db } = database;
  const client = () => {
    if (!ifood) throw new AppError(409, 'O iFood não está configurado nesta loja.', 'ifood_off');
    return ifood.client;
  };
  const id = (raw: string) => idParam(raw, NOT_AN_IFOOD_ORDER);
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/orders/:id/ifood/cancellation-reasons',
        summary: 'The reasons iFood accepts for cancelling an iFood order now',
        response: ifoodCancellationReasonsSchema,
      },
      async (_, { params }) => ({ reasons: await cancellationReasons(db, client(), id(params.id)) }),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/orders/:id/ifood/cancellation',
        summary: 'Ask iFood to cancel an iFood order, with one of its reasons',
        body: ifoodCancellationSchema,
        response: ifoodRequestResultSchema,
      },
      async (_, { params, body }) => {
        await requestCancellation(db, client(), id(params.id), body.code);
        return { ok: true as const };
      },
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/orders/:id/ifood/dispute',
        summary: "Accept or refuse the customer's request made on iFood",
        body: ifoodDisputeAnswerSchema,
        response: ifoodRequestResultSchema,
      },
      async (_, { params, body }) => {
        await answerDispute(db, client(), id(params.id), body, now());
        return { ok: true as const };
      },
    );
}
