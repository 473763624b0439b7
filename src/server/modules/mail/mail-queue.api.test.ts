import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { createTestApp, type TestApp } from '@server/testing/harness';
import { startSmtpCapture, type SmtpCapture } from '@server/testing/smtp-capture';
import { createMailSender, queueMail } from './mail-queue';
import { createMailTransport } from './transport';

const logger = createLogger('silent');
const message = (n: string) => ({
  dedupeKey: `test:${n}`,
  to: 'cliente@exemplo.com',
  subject: `Pedido ${n} confirmado`,
  text: `Seu pedido ${n} foi recebido.`,
  html: `<p>Seu pedido <b>${n}</b> foi recebido.</p>`,
});

describe('mail queue', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('sends a queued message once over SMTP, with its text and HTML parts, even when queued twice', async () => {
    const from = 'Restaurante <pedidos@exemplo.com>';
    const sender = createMailSender({
      db: t.db,
      transport: createMailTransport({ smtpUrl: smtp.url, from, outboxDir: '', logger }),
      logger,
    });
    await queueMail(t.db, message('1'));
    await queueMail(t.db, message('1'));
    await sender.drain();
    await sender.stop();
    const got = smtp.messages.filter((m) => m.subject === 'Pedido 1 confirmado');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ to: 'cliente@exemplo.com', from: '"Restaurante" <pedidos@exemplo.com>' });
    expect(got[0]!.text.trim()).toBe('Seu pedido 1 foi recebido.');
    expect(got[0]!.html).toContain('<b>1</b>');
    const [row] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.dedupeKey, 'test:1'));
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps a message the server could not take, and a later pass sends it once it is due', async () => {
    const down = createMailSender({
      db: t.db,
      // Nothing listens on port 9 here: the connection is refused.
      transport: createMailTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'a@b.c', outboxDir: '', logger }),
      logger,
    });
    await queueMail(t.db, message('2'));
    await down.drain();
    await down.stop();
    const [failed] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.dedupeKey, 'test:2'));
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Once due again, the next pass delivers it.
    await t.db
      .update(outgoingMail)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outgoingMail.id, failed!.id));
    const up = createMailSender({
      db: t.db,
      transport: createMailTransport({ smtpUrl: smtp.url, from: 'a@b.c', outboxDir: '', logger }),
      logger,
    });
    await up.drain();
    await up.stop();
    await smtp.waitFor((m) => m.subject === 'Pedido 2 confirmado');
    const [sent] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.id, failed!.id));
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
  });

  it('without SMTP_URL writes each message as an .eml file in the outbox', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cardapio-outbox-'));
    try {
      const sender = createMailSender({
        db: t.db,
        transport: createMailTransport({
          smtpUrl: undefined,
          from: 'Loja <no-reply@localhost>',
          outboxDir: dir,
          logger,
        }),
        logger,
      });
      await queueMail(t.db, message('3'));
      await sender.drain();
      await sender.stop();
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = await readFile(path.join(dir, files[0]!), 'utf8');
      expect(eml).toContain('Subject: Pedido 3 confirmado');
      expect(eml).toContain('To: cliente@exemplo.com');
      expect(eml).toContain('Content-Type: text/html');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
