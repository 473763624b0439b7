import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminOrderDetail, AdminOrderPage, AdminScheduledOrders } from '@shared/contract/admin-orders';
import { ORDER_STATUSES } from '@shared/order-status';
import { REFUND_REASON_MAX } from '@shared/refund';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireAdmin } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseJson, parseWith } from '../../http/validate';
import { idParam } from '../admin-menu/id-param';
import { stripeFromConfig } from '../payments/stripe-client';
import { refundCardPayment } from './refund';
import { listScheduledOrders } from './scheduled-list';
import { changeStatus, confirmPixPayment, getOrder, listOrders, ORDER_CURSOR } from './service';
import { requestLogger } from '../../http/request-log';

export const adminOrderListQuery = z.object({
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
export const statusBody = z.object({ status: z.enum(ORDER_STATUSES, { error: 'Status inválido' }) });
/** 'Estornar pagamento': the body may be empty; a note for Stripe's record is optional. */
export const refundBody = z.object({
  reason: z
    .string({ error: 'Motivo inválido' })
    .trim()
    .max(REFUND_REASON_MAX, `Motivo muito longo (máximo ${REFUND_REASON_MAX} caracteres)`)
    .optional(),
});

/** Admin orders: list, detail, status changes and printing (docs/product.md#admin-area, Pedidos; statuses in #order-statuses). */
export function adminOrderRoutes({ config, database, logger, orderMails, now }: Ctx) {
  const { db } = database;
  const stripe = stripeFromConfig(config);
  return (
    new Hono<AppEnv>()
      .use('/admin/orders', requireAdmin)
      .use('/admin/orders/*', requireAdmin)
      .get('/admin/orders', async (c) => {
        const query = parseWith(adminOrderListQuery, {
          q: c.req.query('q') || undefined,
          status: c.req.query('status') || undefined,
          payment: c.req.query('payment') || undefined,
          before: c.req.query('before') || undefined,
        });
        return c.json((await listOrders(db, query)) satisfies Sendable<AdminOrderPage>);
      })
      // 'Agendados' (docs/product.md#scheduled-orders); before /:id, which would take 'scheduled' for an id.
      .get('/admin/orders/scheduled', async (c) =>
        c.json((await listScheduledOrders(db, now())) satisfies Sendable<AdminScheduledOrders>),
      )
      .get('/admin/orders/:id', async (c) =>
        c.json(
          (await getOrder(
            db,
            idParam(c.req.param('id'), 'Pedido não encontrado'),
          )) satisfies Sendable<AdminOrderDetail>,
        ),
      )
      .put('/admin/orders/:id/status', async (c) => {
        const id = idParam(c.req.param('id'), 'Pedido não encontrado');
        const { status } = await parseJson(c, statusBody);
        const { changed } = await changeStatus(db, id, status, c.get('user')!.id);
        // 'Saiu para entrega' and 'cancelado' are emailed from the status event (orders/order-mail-feed.ts).
        if (changed) orderMails.kick();
        return c.json((await getOrder(db, id)) satisfies Sendable<AdminOrderDetail>);
      })
      // 'Confirmar pagamento': staff saw a PIX order's money arrive (static PIX, no bank API).
      .post('/admin/orders/:id/payment/confirm', async (c) => {
        const id = idParam(c.req.param('id'), 'Pedido não encontrado');
        await confirmPixPayment(db, id, c.get('user')!.id);
        return c.json((await getOrder(db, id)) satisfies Sendable<AdminOrderDetail>);
      })
      // 'Estornar pagamento': a cancelled card-online order's money back through Stripe.
      .post('/admin/orders/:id/payment/refund', async (c) => {
        const id = idParam(c.req.param('id'), 'Pedido não encontrado');
        // No body is no note (Hono keeps the text read first for the JSON parse).
        const { reason } = (await c.req.text()).trim() ? await parseJson(c, refundBody) : {};
        await refundCardPayment(
          { db, stripe, logger: requestLogger(c, logger) },
          id,
          c.get('user')!.id,
          reason || undefined,
        );
        return c.json((await getOrder(db, id)) satisfies Sendable<AdminOrderDetail>);
      })
      // The ticket is printed by the browser; this records it and moves a new order to the
      // kitchen, refusing (409) an online card payment not yet confirmed.
      .post('/admin/orders/:id/print', async (c) => {
        const id = idParam(c.req.param('id'), 'Pedido não encontrado');
        await changeStatus(db, id, 'processing', c.get('user')!.id, { print: true });
        return c.json((await getOrder(db, id)) satisfies Sendable<AdminOrderDetail>);
      })
  );
}
