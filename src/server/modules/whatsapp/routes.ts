import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '@server/http/context';
import { AppError } from '@server/http/errors';
import { requestLogger } from '@server/http/request-log';
import { routeTable } from '@server/http/route-table';
import {
  whatsappSettingsResponseSchema,
  whatsappStopResponseSchema,
  whatsappWebhookResponseSchema,
} from '@shared/contract/whatsapp';
import { whatsappSettingsSchema } from '@shared/schemas/whatsapp';
import { WHATSAPP_KINDS, type WhatsappKind } from '@shared/whatsapp-messages';
import type { Ctx } from '../route-context';
import { stopCustomerMessages } from './opt-outs';
import { saveWhatsappKinds, whatsappKinds } from './settings';
import { WHATSAPP_TEMPLATES } from './templates';
import { handleNotification } from './webhook';
import { verifyHubSignature } from './webhook-signature';

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

const verification = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
const notification = z
  .looseObject({})
  .meta({ description: "Meta's notification (statuses, inbound messages), signed" });
const NOT_FOUND = () => new AppError(404, 'Rota não encontrada', 'not_found');

/** Meta's notification: verified on the raw body, then acted on; a signed one is always heard. */
function notificationHandler({ config, database, logger }: Pick<Ctx, 'config' | 'database' | 'logger'>) {
  const wa = config.whatsapp;
  return async (c: Context<AppEnv>) => {
    if (!wa) throw NOT_FOUND();
    const signature = c.req.header('x-hub-signature-256');
    if (!signature) throw new AppError(401, 'Assinatura ausente', 'unauthenticated');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!verifyHubSignature(raw, signature, wa.appSecret))
      throw new AppError(403, 'Assinatura inválida', 'bad_signature');
    // Signed by Meta: always 200 (it retries otherwise); what cannot be handled is logged.
    try {
      await handleNotification(database.db, JSON.parse(new TextDecoder().decode(raw)), wa.phoneNumberId);
    } catch (err) {
      requestLogger(c, logger).warn({ err }, 'WhatsApp webhook: notification not handled');
    }
  };
}

/** WhatsApp messages (docs/product.md#whatsapp-messages): Meta's webhook, the owner's card, the customer's stop. */
export function whatsappRoutes({ config, database, logger }: Ctx) {
  const { db } = database;
  const wa = config.whatsapp;
  const settings = (kinds: WhatsappKind[]) => ({
    configured: !!wa,
    kinds,
    templates: WHATSAPP_KINDS.map((kind) => ({ kind, name: WHATSAPP_TEMPLATES[kind] })),
  });
  const notified = notificationHandler({ config, database, logger });
  return (
    routeTable()
      // Meta's check when the webhook is set up: the token typed there must be ours.
      .route(
        {
          method: 'get',
          path: '/whatsapp/webhook',
          summary: "Meta's webhook verification (hub.challenge)",
          tag: 'checkout',
          access: 'public',
          query: verification,
          response: z.string().meta({ description: 'hub.challenge, as text' }),
        },
        (c, { query }) => {
          if (!wa) throw NOT_FOUND();
          const ok = query['hub.mode'] === 'subscribe' && sameSecret(query['hub.verify_token'] ?? '', wa.verifyToken);
          if (!ok) throw new AppError(403, 'Token de verificação inválido', 'forbidden');
          return c.text(query['hub.challenge'] ?? '', 200);
        },
      )
      // Statuses and replies: the signature is checked on the raw body before anything is read.
      .route(
        {
          method: 'post',
          path: '/whatsapp/webhook',
          summary: "Meta's WhatsApp webhook (signed): message statuses and 'SAIR'",
          tag: 'checkout',
          access: 'public',
          body: notification,
          bodyType: 'raw',
          response: whatsappWebhookResponseSchema,
        },
        async (c) => {
          await notified(c);
          return { received: true as const };
        },
      )
      .route(
        {
          method: 'get',
          path: '/admin/whatsapp',
          summary: 'Which order moments send a WhatsApp message',
          tag: 'admin',
          access: 'settings',
          response: whatsappSettingsResponseSchema,
        },
        async () => settings(await whatsappKinds(db)),
      )
      .route(
        {
          method: 'put',
          path: '/admin/whatsapp',
          summary: 'Choose which order moments send a WhatsApp message',
          tag: 'admin',
          access: 'settings',
          body: whatsappSettingsSchema,
          response: whatsappSettingsResponseSchema,
        },
        async (_c, { body }) => settings(await saveWhatsappKinds(db, body.kinds)),
      )
      // 'Parar de receber' in Meus Pedidos: every order of the account.
      .route(
        {
          method: 'post',
          path: '/customer/whatsapp/stop',
          summary: 'Stop the WhatsApp messages of my orders',
          tag: 'customer',
          access: 'user',
          response: whatsappStopResponseSchema,
        },
        async (c) => ({ stopped: await stopCustomerMessages(db, c.get('user')!.id) }),
      )
  );
}
