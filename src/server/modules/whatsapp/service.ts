import type { Config } from '@server/config';
import type { Database } from '@server/db/client';
import type { Logger } from '@server/logger';
import { reviewUrls } from '../reviews/review-link';
import { createWhatsappFeed } from './message-feed';
import { createWhatsappSendQueue } from './send-queue';

export type WhatsappMessaging = ReturnType<typeof createWhatsappMessaging>;

/**
 * The order's WhatsApp messages when the Cloud API is configured (docs/decisions/021): the
 * feed that queues them from the order events and the queue that sends them; null without it,
 * and nothing is queued (docs/product.md#whatsapp-messages).
 */
export function createWhatsappMessaging(deps: { config: Config; database: Database; logger: Logger; now: () => Date }) {
  const { config, database, logger, now } = deps;
  if (!config.whatsapp) return null;
  const queue = createWhatsappSendQueue({ db: database.db, config: config.whatsapp, logger, now });
  const feed = createWhatsappFeed({
    database,
    publicUrl: config.publicUrl,
    reviewUrl: reviewUrls(config.publicUrl, config.AUTH_SECRET!),
    logger,
    now,
    queued: () => void queue.kick(),
  });
  return {
    feed,
    queue,
    stop: async () => {
      await feed.stop();
      await queue.stop();
    },
  };
}
