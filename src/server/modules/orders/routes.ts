import { Hono } from 'hono';
import { z } from 'zod';
import type {
  ClaimOrderResult,
  OrderQuote,
  OrderSlots,
  OrderView,
  PlaceOrderResult,
  QuoteChanged,
} from '@shared/contract/orders';
import { claimOrderSchema, orderQuoteRequestSchema, placeOrderSchema } from '@shared/schemas/checkout';
import type { AppEnv } from '../../http/context';
import type { Ctx } from '../route-context';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/guards';
import { parseJson, parseWith } from '../../http/validate';
import type { Sendable } from '../../http/sendable';
import { geoProviders } from '../geo/providers';
import { stripeFromConfig } from '../payments/stripe-client';
import { getStoreSettings } from '../store/service';
import { CouponRefusal } from '../coupons/rules';
import { claimOrder } from './claim-order';
import { isClaimToken } from './claim-token';
import { findOrder, orderView } from './order-view';
import { placeOrder } from './place-order';
import { createPriceListCache } from './price-list';
import { QuoteChangedError, quoteOrder } from './quote';
import { slotsWithCapacity } from './slot-capacity';
import { requestLogger } from '../../http/request-log';

const idParam = z.string().uuid('Pedido não encontrado');

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
  return (
    new Hono<AppEnv>()
      .post('/orders', async (c) => {
        const user = c.get('user');
        if (user) await limits.order(c, user.id);
        else await limits.attempt(c);
        const input = await parseJson(c, placeOrderSchema);
        if (!user) await limits.email(c, input.form.email);
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
        return c.json(result satisfies Sendable<PlaceOrderResult>, 201);
      })
      // The cart priced by the server before the customer confirms; spends the map's quota like the fee preview.
      .post('/orders/quote', async (c) => {
        await limits.geo(c);
        const input = await parseJson(c, orderQuoteRequestSchema);
        if (input.couponCode) await limits.couponMissCheck(c);
        const quote = await quoteOrder({ ...deps, logger: requestLogger(c, logger) }, input, c.get('user'));
        // Codes that are no coupon are counted per address (docs/security.md).
        if (quote.coupon?.applied === false && quote.coupon.reason === 'coupon_not_found') await limits.couponMiss(c);
        return c.json(quote satisfies Sendable<OrderQuote>);
      })
      .post('/orders/claim', requireUser, async (c) => {
        const { orderId, claimToken } = await parseJson(c, claimOrderSchema);
        const placedHere = isClaimToken(config.AUTH_SECRET!, orderId, claimToken);
        return c.json((await claimOrder(db, orderId, c.get('user')!, placedHere)) satisfies Sendable<ClaimOrderResult>);
      })
      // The slots a customer may schedule for now and whether each is full (docs/product.md#scheduled-orders).
      .get('/orders/slots', async (c) =>
        c.json((await slotsWithCapacity(db, await getStoreSettings(db), now())) satisfies Sendable<OrderSlots>),
      )
      // One order for its owner (the PIX code again, the payment page, the order list).
      .get('/orders/:id', requireUser, async (c) => {
        const id = parseWith(idParam, c.req.param('id'));
        const order = await findOrder(db, id);
        if (!order || order.userId !== c.get('user')!.id) throw new AppError(404, 'Pedido não encontrado', 'not_found');
        return c.json((await orderView(db, order, await getStoreSettings(db))) satisfies Sendable<OrderView>);
      })
  );
}
