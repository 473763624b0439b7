import { z } from 'zod';
import { receiptUrls } from '@server/auth/receipt-link';
import { notFound } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { customerOrderPageSchema, customerOrderSchema } from '@shared/contract/orders';
import type { Ctx } from '../route-context';
import { getCustomerOrder, listCustomerOrders, ORDER_NOT_FOUND } from './service';

const customerOrderListQuery = z.object({
  before: z.uuid('Cursor inválido').optional(),
  limit: z.coerce
    .number('Limite inválido')
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(50, 'Limite inválido')
    .optional(),
});

/** Meus Pedidos: only ever the signed-in customer's own orders. */
export function customerOrderRoutes({ database, now, config }: Ctx) {
  const { db } = database;
  const links = { receiptUrl: receiptUrls(config.publicUrl, config.AUTH_SECRET!) };
  return routeTable()
    .route(
      {
        method: 'get',
        path: '/customer/orders',
        summary: 'My orders, newest first, a page at a time',
        tag: 'customer',
        access: 'user',
        query: customerOrderListQuery,
        response: customerOrderPageSchema,
      },
      (c, { query }) => listCustomerOrders(db, c.get('user')!.id, now(), links, query),
    )
    .route(
      {
        method: 'get',
        path: '/customer/orders/:id',
        summary: 'One of my orders (Meus Pedidos)',
        tag: 'customer',
        access: 'user',
        params: z.object({ id: z.string() }),
        response: customerOrderSchema,
      },
      (c, { params }) => {
        // a malformed id is simply not one of this customer's orders
        if (!z.uuid().safeParse(params.id).success) throw notFound(ORDER_NOT_FOUND);
        return getCustomerOrder(db, c.get('user')!.id, params.id, now(), links);
      },
    );
}
