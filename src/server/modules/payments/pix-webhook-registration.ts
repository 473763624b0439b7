import type { Logger } from '@server/logger';
import type { PixApi } from './pix-api/types';

/** Where the bank calls us; the token is a secret, so this URL is never logged whole. */
export const pixWebhookUrl = (publicUrl: string, token: string) => `${publicUrl}/api/payments/pix/webhook/${token}`;

/**
 * Makes the bank's webhook for our key point at `url` (docs/decisions/008): `GET /webhook/{chave}`,
 * and `PUT` only when it is missing or different. True when it does; a failure is logged, never
 * thrown (the sweep confirms payments without the webhook, only later).
 */
export async function ensureWebhook(api: PixApi, url: string, logger: Logger): Promise<boolean> {
  try {
    if ((await api.webhookUrl()) === url) return true;
    await api.registerWebhook(url);
    logger.info({ webhook: new URL(url).origin }, 'PIX webhook registered');
    return true;
  } catch (err) {
    logger.warn({ err }, 'PIX webhook registration failed; retrying in an hour');
    return false;
  }
}
