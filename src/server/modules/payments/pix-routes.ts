import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@server/http/context';
import { AppError } from '@server/http/errors';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import { pixChargeSchema, pixWebhookResponseSchema } from '@shared/contract/payments';
import type { Ctx } from '../route-context';
import { chargesToCheck, reconcileCharge } from './pix-reconcile';
import { renewPixCharge } from './pix-renewal';

const orderParams = z.object({ id: z.string().uuid('Pedido não encontrado') });
const pixNotice = z
  .looseObject({ pix: z.array(z.looseObject({ txid: z.string().optional() })).optional() })
  .meta({ description: "The bank's notice (API Pix `callbacks.listaPix`): only the txids are read" });

/** Charges one webhook call may make us ask the bank about; the sweep sees to the rest. */
const MAX_PER_CALL = 20;

/** Where the bank calls, with and without the `/pix` it appends (decision 008). */
const PIX_WEBHOOK_PATHS = [
  [
    '/payments/pix/webhook/:token',
    "The bank's PIX webhook (secret path): the charges it names are asked about at the bank",
  ],
  ['/payments/pix/webhook/:token/pix', "The bank's PIX webhook, with the /pix the API Pix appends"],
] as const;
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
    return { received: true as const };
  };

  const table = routeTable()
    // 'Gerar novo código': the order's owner, when its PIX code expired.
    .route(
      {
        method: 'post',
        path: '/orders/:id/pix-charge',
        summary: "A new PIX code for my order once its code expired ('Gerar novo código')",
        tag: 'customer',
        access: 'user',
        params: orderParams,
        response: pixChargeSchema,
      },
      async (c, { params }) => {
        if (!pix) throw new AppError(400, 'Este pedido não tem cobrança PIX.', 'no_pix_charge');
        const deps = { db, pix, logger: requestLogger(c, logger), now };
        const charge = await renewPixCharge(deps, params.id, c.get('user')!.id);
        return { pixCode: charge.code, pixExpiresAt: charge.expiresAt };
      },
      { limit: (c) => limits.pixCharge(c, c.get('user')!.id) },
    );
  for (const [path, summary] of PIX_WEBHOOK_PATHS) {
    const op = { method: 'post', path, summary, tag: 'checkout', access: 'public' } as const;
    table.route({ ...op, body: pixNotice, bodyType: 'raw', response: pixWebhookResponseSchema }, webhook);
  }
  return table;
}
