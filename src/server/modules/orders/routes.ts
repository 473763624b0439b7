import { z } from 'zod';
import { AppError } from '@server/http/errors';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import type { Sendable } from '@server/http/sendable';
import {
  claimOrderResultSchema,
  orderQuoteSchema,
  orderSlotsSchema,
  orderViewSchema,
  placeOrderResultSchema,
  type QuoteChanged,
} from '@shared/contract/orders';
import { orderPaymentSchema } from '@shared/contract/payments';
import { claimOrderSchema, orderQuoteRequestSchema, placeOrderSchema } from '@shared/schemas/checkout';
import { CouponRefusal } from '../coupons/rules';
import { geoProviders } from '../geo/providers';
import { stripeFromConfig } from '../payments/stripe-client';
import type { Ctx } from '../route-context';
import { getStoreSettings } from '../store/service';
import { claimOrder } from './claim-order';
import { isClaimToken } from './claim-token';
import { findOrder, orderView } from './order-view';
import { paymentPage } from './payment-page';
import { placeOrder } from './place-order';
import { createPriceListCache } from './price-list';
import { QuoteChangedError, quoteOrder } from './quote';
import { slotsWithCapacity } from './slot-capacity';

const orderParams = z.object({ id: z.string().uuid('Pedido não encontrado') });
const checkout = { tag: 'checkout', access: 'public' } as const;

// eslint-disable-next-line max-lines-per-function -- a route table: one declaration per endpoint, each handler a few lines over its service (docs/decisions/018)
export function orderRoutes({ config, database, auth, logger, now, menuVersion, limits, mail, orderMails, pix }: Ctx) {
  const { db } = database;
  const priceList = createPriceListCache(db, menuVersion);
  const deps = {
    db,
    auth,
    logger,
    now,
    geocoder: geoProviders(config).geocoder,
    stripe: stripeFromConfig(config),
    pix,
    priceList,
    mail,
    orderMails,
    publicUrl: config.publicUrl,
    paymentExpiryMs: config.PAYMENT_EXPIRY_MINUTES * 60_000,
    claimSecret: config.AUTH_SECRET!,
  };
  /** The caller's own order; any other id is the same 404, whoever's it is. */
  const ownOrder = async (id: string, userId: string) => {
    const order = await findOrder(db, id);
    if (!order || order.userId !== userId) throw new AppError(404, 'Pedido não encontrado', 'not_found');
    return order;
  };
  return (
    routeTable()
      .route(
        {
          ...checkout,
          method: 'post',
          path: '/orders',
          summary:
            'Place an order (signed in or as a guest); 409 quote_changed, with the new quote, when quotedTotalCents is not the total',
          body: placeOrderSchema,
          response: placeOrderResultSchema,
          status: 201,
        },
        async (c, { body: input }) => {
          if (!c.get('user')) await limits.email(c, input.form.email);
          // Past 20 wrong codes, a code is refused before it is looked up (docs/security.md).
          if (input.couponCode) await limits.couponMissCheck(c);
          let placed;
          try {
            placed = await placeOrder(
              {
                ...deps,
                logger: requestLogger(c, logger),
                // A guest order is never refused for the account-creation limit (phones share
                // addresses): past it the order is written and its email makes the account.
                mayCreateAccount: () => limits.signupAllowed(c),
              },
              input,
              c.get('user'),
              c.req.raw.headers,
            );
          } catch (err) {
            // Codes that are no coupon are counted per address (docs/security.md).
            if (err instanceof CouponRefusal && err.reason === 'coupon_not_found') await limits.couponMiss(c);
            // The new quote goes with the refusal, so the checkout shows it without asking again.
            if (!(err instanceof QuoteChangedError)) throw err;
            const body = { error: err.message, code: 'quote_changed' as const, quote: err.quote };
            return c.json(body satisfies Sendable<QuoteChanged>, 409);
          }
          const { setCookies, ...result } = placed;
          for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
          return result;
        },
        {
          limit: async (c) => {
            const user = c.get('user');
            await (user ? limits.order(c, user.id) : limits.attempt(c));
          },
        },
      )
      // The cart priced by the server before the customer confirms; spends the map's quota like the fee preview.
      .route(
        {
          ...checkout,
          method: 'post',
          path: '/orders/quote',
          summary: 'Price the cart as an order would (each line, or why it is unavailable), with the fee of an address',
          body: orderQuoteRequestSchema,
          response: orderQuoteSchema,
        },
        async (c, { body: input }) => {
          if (input.couponCode) await limits.couponMissCheck(c);
          const quote = await quoteOrder({ ...deps, logger: requestLogger(c, logger) }, input, c.get('user'));
          // Codes that are no coupon are counted per address (docs/security.md).
          if (quote.coupon?.applied === false && quote.coupon.reason === 'coupon_not_found') await limits.couponMiss(c);
          return quote;
        },
        { limit: limits.geo },
      )
      .route(
        {
          method: 'post',
          path: '/orders/claim',
          summary: 'Link a guest order to the signed-in account',
          tag: 'customer',
          access: 'user',
          body: claimOrderSchema,
          response: claimOrderResultSchema,
        },
        async (c, { body: { orderId, claimToken } }) => {
          const placedHere = isClaimToken(config.AUTH_SECRET!, orderId, claimToken);
          return claimOrder(db, orderId, c.get('user')!, placedHere);
        },
      )
      // The slots a customer may schedule for now and whether each is full (docs/product.md#scheduled-orders).
      .route(
        {
          ...checkout,
          method: 'get',
          path: '/orders/slots',
          summary: 'The time slots a customer may schedule an order for now, by day, each saying whether it is full',
          response: orderSlotsSchema,
        },
        async () => slotsWithCapacity(db, await getStoreSettings(db), now()),
      )
      // One order for its owner (the PIX code again, the payment page, the order list).
      .route(
        {
          method: 'get',
          path: '/orders/:id',
          summary: 'One of my orders',
          tag: 'customer',
          access: 'user',
          params: orderParams,
          response: orderViewSchema,
        },
        async (c, { params }) => {
          const order = await ownOrder(params.id, c.get('user')!.id);
          return orderView(db, order, await getStoreSettings(db));
        },
      )
      // The payment page of an order awaiting payment ("Completar Pagamento"), for its owner.
      .route(
        {
          method: 'get',
          path: '/orders/:id/payment',
          summary: 'The payment page of my order',
          tag: 'customer',
          access: 'user',
          params: orderParams,
          response: orderPaymentSchema,
        },
        async (c, { params }) => {
          const order = await ownOrder(params.id, c.get('user')!.id);
          const publishableKey = config.STRIPE_PUBLISHABLE_KEY ?? null;
          return paymentPage({ db, stripe: deps.stripe, publishableKey, logger: requestLogger(c, logger) }, order);
        },
      )
  );
}
