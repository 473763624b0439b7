import { Hono } from 'hono';
import { z } from 'zod';
import { claimOrderSchema, placeOrderSchema } from '@shared/schemas/checkout';
import type { AppEnv, Ctx } from '../../http/context';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/guards';
import { clientAddress, rateLimit } from '../../http/rate-limit';
import { parseJson, parseWith } from '../../http/validate';
import { geoProviders } from '../geo/providers';
import { stripeFromConfig } from '../payments/stripe-client';
import { getStoreSettings } from '../store/service';
import { createCheckoutBook } from './checkout-book';
import { claimOrder } from './claim-order';
import { findOrder, orderView } from './order-view';
import { placeOrder } from './place-order';

const idParam = z.string().uuid('Pedido não encontrado');

async function orderEmail(req: Request): Promise<string> {
  try {
    const body = (await req.clone().json()) as { form?: { email?: unknown } };
    return typeof body.form?.email === 'string' ? body.form.email.trim().toLowerCase() : '';
  } catch {
    return '';
  }
}

export function orderRoutes({ config, database, auth, logger, now, menuCache }: Ctx) {
  const { db } = database;
  const book = createCheckoutBook(db, menuCache);
  const deps = { db, auth, logger, now, geocoder: geoProviders(config).geocoder, stripe: stripeFromConfig(config), book };
  // A guest checkout may create an account: it is held to the sign-up limit per address and email.
  const guestLimit = rateLimit({
    windowMs: 60_000,
    max: config.LOGIN_RATE_LIMIT,
    key: async (c) => `${clientAddress(c)}|${await orderEmail(c.req.raw)}`,
    message: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  });
  // A signed-in account places at most ORDER_RATE_LIMIT orders a minute (retries included):
  // plenty for a hungry family, a wall against a script flooding the kitchen.
  const accountLimit = rateLimit({
    windowMs: 60_000,
    max: config.ORDER_RATE_LIMIT,
    key: (c) => `order|${c.get('user')?.id ?? ''}`,
    message: 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.',
  });
  return (
    new Hono<AppEnv>()
      .post('/orders', async (c, next) => (c.get('user') ? accountLimit(c, next) : guestLimit(c, next)))
      .post('/orders', async (c) => {
        const input = await parseJson(c, placeOrderSchema);
        const { setCookies, ...result } = await placeOrder(deps, input, c.get('user'), c.req.raw.headers);
        for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json(result, 201);
      })
      .post('/orders/claim', requireUser, async (c) => {
        const { orderId } = await parseJson(c, claimOrderSchema);
        return c.json(await claimOrder(db, orderId, c.get('user')!));
      })
      // One order for its owner (the PIX code again, the payment page, the order list).
      .get('/orders/:id', requireUser, async (c) => {
        const id = parseWith(idParam, c.req.param('id'));
        const order = await findOrder(db, id);
        if (!order || order.userId !== c.get('user')!.id) throw new AppError(404, 'Pedido não encontrado', 'not_found');
        return c.json(await orderView(db, order, await getStoreSettings(db)));
      })
  );
}
