import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { PixCharge, PixWebhookResponse } from '@shared/contract/payments';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { requireUser } from '../../http/guards';
import type { Sendable } from '../../http/sendable';
import { parseWith } from '../../http/validate';
import type { Ctx } from '../route-context';
import { chargesToCheck, reconcileCharge } from './pix-reconcile';
import { renewPixCharge } from './pix-renewal';
import { requestLogger } from '../../http/request-log';

const idParam = z.string().uuid('Pedido não encontrado');

/** Charges one webhook call may make us ask the bank about; the sweep sees to the rest. */
const MAX_PER_CALL = 20;

/** Where the bank calls, with and without the `/pix` it appends (decision 008). */
const PIX_WEBHOOK_PATHS = ['/payments/pix/webhook/:token', '/payments/pix/webhook/:token/pix'] as const;
/** The webhook's paths start so under /api. */
export const PIX_WEBHOOK_PREFIX = '/api/payments/pix/webhook/';

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** The txids a webhook body names (`{"pix": [{"txid": …}, …]}`); anything else in it is ignored. */
function notifiedTxids(body: unknown): string[] {
  const list = (body as { pix?: unknown } | null)?.pix;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p) => {
    const txid = (p as { txid?: unknown } | null)?.txid;
    return typeof txid === 'string' ? [txid] : [];
  });
}

/** PIX confirmed by the bank (docs/decisions/008-pix-api-provider.md): its webhook and 'Gerar novo código'. */
export function pixRoutes({ database, logger, now, limits, pix }: Ctx) {
  const { db } = database;

  /**
   * The webhook is a doorbell: the body only says which of our charges to ask the bank about
   * (`GET /cob/{txid}`), so a forged or replayed call can only make us ask. After the token,
   * the answer is always 200, so the bank neither retries nor disables the webhook.
   */
  const webhook = async (c: Context<AppEnv>) => {
    await limits.pixWebhook(c);
    if (!pix || !sameSecret(c.req.param('token') ?? '', pix.webhookToken))
      throw new AppError(404, 'Rota não encontrada', 'not_found');
    const log = requestLogger(c, logger);
    try {
      const body: unknown = await c.req.json().catch(() => null);
      const charges = await chargesToCheck(db, notifiedTxids(body), MAX_PER_CALL);
      await Promise.all(
        charges.map((charge) =>
          reconcileCharge({ db, pix, logger: log, now }, charge.txid, 'pix_webhook').catch((err: unknown) =>
            log.warn({ err, txid: charge.txid }, 'PIX webhook: charge check failed; the sweep will retry'),
          ),
        ),
      );
    } catch (err) {
      log.warn({ err }, 'PIX webhook: call not handled; the sweep will catch up');
    }
    return c.json({ received: true } as const satisfies Sendable<PixWebhookResponse>);
  };

  const routes = new Hono<AppEnv>()
    // 'Gerar novo código': the order's owner, when its PIX code expired.
    .post('/orders/:id/pix-charge', requireUser, async (c) => {
      const user = c.get('user')!;
      await limits.pixCharge(c, user.id);
      const id = parseWith(idParam, c.req.param('id'));
      if (!pix) throw new AppError(400, 'Este pedido não tem cobrança PIX.', 'no_pix_charge');
      const charge = await renewPixCharge({ db, pix, logger: requestLogger(c, logger), now }, id, user.id);
      return c.json({ pixCode: charge.code, pixExpiresAt: charge.expiresAt } satisfies Sendable<PixCharge>);
    });
  for (const path of PIX_WEBHOOK_PATHS) routes.post(path, webhook);
  return routes;
}
