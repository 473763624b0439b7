import { z } from 'zod';
import { roleRefusal } from '@server/http/guards';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import { orderEditQuoteSchema, orderEditResultSchema } from '@shared/contract/order-edits';
import { orderEditQuoteRequestSchema, orderEditSchema } from '@shared/schemas/order-edit';
import { can } from '@shared/staff-roles';
import { geoProviders } from '../geo/providers';
import { stripeFromConfig } from '../payments/stripe-client';
import type { Ctx } from '../route-context';
import { applyEdit } from './apply-edit';
import { settleDifference } from './edit-refund';
import { readEditableOrder } from './editable-order';
import { priceEdit, type EditDeps } from './price-edit';

const orderParams = z.object({ id: z.uuid('Pedido não encontrado') });
const admin = { tag: 'admin', access: 'orders', params: orderParams } as const;

/** 'Alterar pedido': staff change an order before it leaves (docs/product.md#editing-an-order). */
export function orderEditRoutes({ config, database, logger, now, pix, kitchen }: Ctx) {
  const { db } = database;
  const stripe = stripeFromConfig(config);
  const deps = (log: EditDeps['logger']): EditDeps => ({
    db,
    now,
    logger: log,
    geocoder: geoProviders(config).geocoder,
    pix,
    stripeOn: stripe !== null,
  });
  return routeTable()
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/orders/:id/edit/quote',
        summary:
          'Price an order as staff changed it: kept lines at their price, added ones at the menu, the fee, the total',
        body: orderEditQuoteRequestSchema,
        response: orderEditQuoteSchema,
      },
      async (c, { params, body }) => {
        const {
          kept: _k,
          added: _a,
          address: _ad,
          changeForCents: _c,
          basis: _b,
          distanceKm: _d,
          ...quote
        } = await priceEdit(deps(requestLogger(c, logger)), await readEditableOrder(db, params.id), body);
        return quote;
      },
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/orders/:id/edit',
        summary: "Change an order before it leaves: priced again, its history, a kitchen ticket marked 'ALTERADO'",
        body: orderEditSchema,
        response: orderEditResultSchema,
      },
      async (c, { params, body }) => {
        // Money given back through Stripe is the refunds permission's (Dono, Gerente); a PIX
        // returned by hand is only recorded.
        if (body.refundDifference && (await readEditableOrder(db, params.id)).order.paymentMethod === 'stripe') {
          const role = await c.get('staffRole')();
          if (!can(role, 'refunds')) throw roleRefusal(role);
        }
        const log = requestLogger(c, logger);
        const edit = await applyEdit(deps(log), params.id, body, c.get('user')!.id);
        if (edit.printers.length) void kitchen.printQueue.kick();
        const refund = await settleDifference({ db, stripe, logger: log }, params.id, edit, body.refundDifference);
        return { totalCents: edit.priced.totalCents, printers: edit.printers, ...refund };
      },
    );
}
