import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { createMailSender, queueMail } from './mail-queue';
import { createMailTransport, type MailMessage } from './transport';

export type QueuedMail = MailMessage & { dedupeKey: string };

/**
 * What services use to send email (docs/product.md#email): `send` queues the message in the
 * database; it is delivered right after, without holding up the request's answer.
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
      const row = await queueMail(db, mail);
      if (row) sender.deliver(row);
    },
    drain: sender.drain,
    stop: sender.stop,
  };
}

export type Mailer = ReturnType<typeof createMailer>;
