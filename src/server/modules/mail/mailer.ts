import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import type { Logger } from '@server/logger';
import { createMailSender, queueMail } from './mail-queue';
import { withinDailyCap } from './recipient-cap';
import { createMailTransport, type QueuedMail } from './transport';

/**
 * What services use to send email (docs/product.md#email): `send` queues the message in the
 * database; the sender delivers it right after, without holding up the request's answer.
 */
export function createMailer(db: Db, config: Config, logger: Logger) {
  const transport = createMailTransport({
    smtpUrl: config.SMTP_URL,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    logger,
  });
  const sender = createMailSender({ db, transport, logger });
  return {
    kind: transport.kind,
    send: async (mail: QueuedMail) => {
      if (!(await withinDailyCap(db, [mail])).length) {
        logger.warn({ dedupeKey: mail.dedupeKey }, 'email not queued: its address had its order emails for the day');
        return;
      }
      await queueMail(db, mail);
      void sender.kick();
    },
    /** Wakes the sender after something else queued email (the order write does, in its statement). */
    kick: () => void sender.kick(),
    drain: sender.drain,
    stop: sender.stop,
  };
}

export type Mailer = ReturnType<typeof createMailer>;
