import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@server/logger';

/** A message ready to leave: pt-BR, a plain-text part and a simple HTML part. */
export type MailMessage = { to: string; subject: string; text: string; html: string };
/** A message as the queue keeps it: sent once per `dedupeKey`. */
export type QueuedMail = MailMessage & { dedupeKey: string };

export type MailTransport = {
  /** `smtp` when SMTP_URL is set, else `outbox` (an .eml file per message under DATA_DIR/outbox). */
  kind: 'smtp' | 'outbox';
  /** Hands the message over; rejects when the server refused it or could not be reached. */
  deliver: (message: MailMessage) => Promise<void>;
  close: () => void;
};

// A stalled mail server must not hold the sender for minutes (nodemailer's defaults are 2–10 min).
const SMTP_TIMEOUT_MS = 20_000;

/**
 * SMTP through nodemailer when `smtpUrl` is set (docs/product.md#email). Without it a store
 * still runs: each message is written as a standard .eml file a developer can open, and one
 * log line names it.
 */
export function createMailTransport(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Logger;
}): MailTransport {
  if (opts.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      kind: 'smtp',
      deliver: async (m) => {
        await smtp.sendMail({ from: opts.from, ...m });
      },
      close: () => smtp.close(),
    };
  }
  // nodemailer's stream transport builds the same MIME message SMTP would carry, without sending it.
  const eml = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'outbox',
    deliver: async (m) => {
      const info = await eml.sendMail({ from: opts.from, ...m });
      await mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${++sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.logger.info({ to: m.to, file }, `email written to the outbox: ${m.subject}`);
    },
    close: () => eml.close(),
  };
}
