import { z } from 'zod';
import { idParam } from '@server/http/id-param';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import { parseJson } from '@server/http/validate';
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminScheduledOrdersSchema,
} from '@shared/contract/admin-orders';
import { ORDER_STATUSES } from '@shared/order-status';
import { REFUND_REASON_MAX } from '@shared/refund';
import { stripeFromConfig } from '../payments/stripe-client';
import type { Ctx } from '../route-context';
import { refundCardPayment } from './refund';
import { listScheduledOrders } from './scheduled-list';
import { changeStatus, confirmPixPayment, getOrder, listOrders, ORDER_CURSOR } from './service';

const adminOrderListQuery = z.object({
  q: z.string().trim().max(36, 'Busca muito longa').optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Status inválido' }).optional(),
  /** 'Não pagos': money still to come in, cancelled orders left out. */
  payment: z.enum(['unpaid'], { error: 'Filtro de pagamento inválido' }).optional(),
  before: z
    .string()
    .regex(ORDER_CURSOR, 'Página inválida')
    .transform((v) => {
      const [, micros, id] = ORDER_CURSOR.exec(v)!;
      return { micros: micros!, id: id! };
    })
    .optional(),
});
const statusBody = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Status inválido' }) });
/** 'Estornar pagamento': the body may be empty; a note for Stripe's record is optional. */
const refundBody = z.object({
  reason: z
    .string({ error: 'Motivo inválido' })
    .trim()
    .max(REFUND_REASON_MAX, `Motivo muito longo (máximo ${REFUND_REASON_MAX} caracteres)`)
    .optional(),
});

const admin = { tag: 'admin', access: 'orders' } as const;
const oneOrder = { ...admin, response: adminOrderDetailSchema } as const;
/** A path id that is no uuid names no order: 404, like an unknown one. */
const orderId = (id: string | undefined) => idParam(id, 'Pedido não encontrado');

/** Admin orders: list, detail, status changes and printing (docs/product.md#admin-area, Pedidos; statuses in #order-statuses). */
// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint, each handler a few lines over its service (docs/decisions/018)
export function adminOrderRoutes({ config, database, logger, orderMails, now }: Ctx) {
  const { db } = database;
  const stripe = stripeFromConfig(config);
  return (
    routeTable()
      .route(
        {
          ...admin,
          method: 'get',
          path: '/admin/orders',
          summary: 'Orders, newest first, a page at a time',
          query: adminOrderListQuery,
          response: adminOrderPageSchema,
        },
        (_c, { query }) => listOrders(db, query),
      )
      // 'Agendados' (docs/product.md#scheduled-orders); before /:id, which would take 'scheduled' for an id.
      .route(
        {
          ...admin,
          method: 'get',
          path: '/admin/orders/scheduled',
          summary: 'Scheduled orders not yet due, soonest first, with the minutes before their time staff are alerted',
          response: adminScheduledOrdersSchema,
        },
        () => listScheduledOrders(db, now()),
      )
      .route({ ...oneOrder, method: 'get', path: '/admin/orders/:id', summary: 'One order' }, (c) =>
        getOrder(db, orderId(c.req.param('id'))),
      )
      .route(
        {
          ...oneOrder,
          method: 'put',
          path: '/admin/orders/:id/status',
          summary: 'Change the status',
          body: statusBody,
        },
        async (c, { body }) => {
          const id = orderId(c.req.param('id'));
          const { changed } = await changeStatus(db, id, body.status, c.get('user')!.id);
          // 'Saiu para entrega' and 'cancelado' are emailed from the status event (orders/order-mail-feed.ts).
          if (changed) orderMails.kick();
          return getOrder(db, id);
        },
      )
      // 'Confirmar pagamento': staff saw a PIX order's money arrive (static PIX, no bank API).
      .route(
        {
          ...oneOrder,
          method: 'post',
          path: '/admin/orders/:id/payment/confirm',
          summary: "Confirm a PIX order's payment by hand (staff saw the money arrive)",
        },
        async (c) => {
          const id = orderId(c.req.param('id'));
          await confirmPixPayment(db, id, c.get('user')!.id);
          return getOrder(db, id);
        },
      )
      // 'Estornar pagamento': a cancelled card-online order's money back through Stripe.
      .route(
        {
          ...oneOrder,
          access: 'refunds',
          method: 'post',
          path: '/admin/orders/:id/payment/refund',
          summary: "Refund a cancelled card-online order's payment in full through Stripe (body optional)",
          body: refundBody,
          bodyType: 'raw',
        },
        async (c) => {
          const id = orderId(c.req.param('id'));
          // No body is no note (Hono keeps the text read first for the JSON parse).
          const { reason } = (await c.req.text()).trim() ? await parseJson(c, refundBody) : {};
          const deps = { db, stripe, logger: requestLogger(c, logger) };
          await refundCardPayment(deps, id, c.get('user')!.id, reason || undefined);
          return getOrder(db, id);
        },
      )
      // The ticket is printed by the browser; this records it and moves a new order to the
      // kitchen, refusing (409) an online card payment not yet confirmed.
      .route(
        {
          ...oneOrder,
          method: 'post',
          path: '/admin/orders/:id/print',
          summary: 'Record a print (a new order goes to the kitchen)',
        },
        async (c) => {
          const id = orderId(c.req.param('id'));
          await changeStatus(db, id, 'processing', c.get('user')!.id, { print: true });
          return getOrder(db, id);
        },
      )
  );
}
