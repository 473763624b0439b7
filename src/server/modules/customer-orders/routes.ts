import { Hono } from 'hono';
import { z } from 'zod';
import type { CustomerOrder, CustomerOrderPage } from '@shared/contract/orders';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { requireUser } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { getCustomerOrder, listCustomerOrders, ORDER_NOT_FOUND } from './service';

export const customerOrderListQuery = z.object({
  before: z.uuid('Cursor inválido').optional(),
  limit: z.coerce
    .number('Limite inválido')
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(50, 'Limite inválido')
    .optional(),
});

/** Meus Pedidos: only ever the signed-in customer's own orders. */
export function customerOrderRoutes({ database }: Ctx) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/customer/orders', requireUser, async (c) => {
      const query = parseWith(customerOrderListQuery, c.req.query());
      return c.json((await listCustomerOrders(db, c.get('user')!.id, query)) satisfies Sendable<CustomerOrderPage>);
    })
    .get('/customer/orders/:id', requireUser, async (c) => {
      const id = c.req.param('id');
      // a malformed id is simply not one of this customer's orders
      if (!z.uuid().safeParse(id).success) throw notFound(ORDER_NOT_FOUND);
      return c.json((await getCustomerOrder(db, c.get('user')!.id, id)) satisfies Sendable<CustomerOrder>);
    });
}
