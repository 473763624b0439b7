import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import { customerMatchesSchema, staffOrderPlacedSchema, staffQuoteSchema } from '@shared/contract/counter-orders';
import { customerLookupQuery, staffOrderSchema, staffQuoteRequestSchema } from '@shared/schemas/staff-order';
import { geoProviders } from '../geo/providers';
import { stripeFromConfig } from '../payments/stripe-client';
import type { Ctx } from '../route-context';
import { findCustomers } from './customer-lookup';
import { assertMayDiscount } from './discount-gate';
import { placeStaffOrder, quoteStaffOrder, type StaffOrderDeps } from './staff-order';

const admin = { tag: 'admin', access: 'orders' } as const;

/** 'Novo pedido': orders staff take on the phone or at the counter (docs/product.md#phone-and-counter-orders). */
export function counterOrderRoutes({ config, database, logger, now, pix, kitchen }: Ctx) {
  const { db } = database;
  const deps = (log: StaffOrderDeps['logger']): StaffOrderDeps => ({
    db,
    now,
    logger: log,
    geocoder: geoProviders(config).geocoder,
    pix,
    stripe: stripeFromConfig(config),
    claimSecret: config.AUTH_SECRET!,
    paymentExpiryMs: config.PAYMENT_EXPIRY_MINUTES * 60_000,
  });
  return routeTable()
    .route(
      {
        ...admin,
        method: 'get',
        path: '/admin/customers',
        summary: 'Customers whose phone starts (or, from 8 digits, ends) with the digits typed, with their addresses',
        query: customerLookupQuery,
        response: customerMatchesSchema,
      },
      async (_c, { query }) => ({ customers: await findCustomers(db, query.phone) }),
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/orders/quote',
        summary: 'Price a staff order as placing it would: lines, fee of the address, discount, total',
        body: staffQuoteRequestSchema,
        response: staffQuoteSchema,
      },
      async (c, { body }) => {
        if (body.discount) await assertMayDiscount(c);
        const priced = await quoteStaffOrder(deps(requestLogger(c, logger)), body, c.get('user')!.id);
        const { lines, subtotalCents, delivery, deliveryFeeCents, discountCents, totalCents } = priced;
        return { lines, subtotalCents, delivery, deliveryFeeCents, discountCents, totalCents };
      },
    )
    .route(
      {
        ...admin,
        method: 'post',
        path: '/admin/orders',
        summary: 'Take an order on the phone or at the counter: priced like an online order, written accepted',
        body: staffOrderSchema,
        response: staffOrderPlacedSchema,
        status: 201,
      },
      async (c, { body }) => {
        if (body.discount) await assertMayDiscount(c);
        const id = await placeStaffOrder(deps(requestLogger(c, logger)), body, c.get('user')!.id, c.req.raw.headers);
        // Printed without waiting for the notification's round trip.
        kitchen.feed.kick();
        return { id };
      },
    );
}
