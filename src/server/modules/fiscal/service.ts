import { receiptUrls } from '@server/auth/receipt-link';
import type { Config, FiscalConfig } from '@server/config';
import type { Database } from '@server/db/client';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import { followOrderEvents } from '../orders/event-feed-runner';
import { createFocusNfe } from './focus-nfe';
import { claimNote, enqueueDueNotes, markCancellations } from './note-queue';
import { workOnNote, type NoteWorkDeps } from './note-work';
import type { FiscalProvider } from './provider';
import { readFiscalSettings } from './settings';

/** Notes are looked for this often besides each order event: retries, and what another instance queued. */
const EVERY_MS = 5_000;
/** Notes worked on per pass, so one pass never runs for long. */
const PER_PASS = 20;

export function providerFromConfig(config: FiscalConfig | null): FiscalProvider | null {
  if (!config) return null;
  switch (config.provider) {
    case 'focusnfe':
      return createFocusNfe(config);
  }
}

export type FiscalIssuing = ReturnType<typeof createFiscalIssuing>;

/**
 * NFC-e issuing (docs/decisions/025): each pass makes the notes orders now need, follows the
 * cancelled orders, then works through the notes due, one claimed at a time, on every instance.
 * Woken by every order event (a payment, a delivery, a cancellation) and every few seconds.
 * Without a provider configured nothing runs.
 */
export function createFiscalIssuing(deps: {
  config: Config;
  database: Database;
  logger: Logger;
  now: () => Date;
  /** A DANFE was queued to print or an email to send. */
  issued: () => void;
  provider?: FiscalProvider | null;
}) {
  const { config, database, logger } = deps;
  const provider = deps.provider === undefined ? providerFromConfig(config.fiscal) : deps.provider;
  const db = database.db;
  const receiptUrl = receiptUrls(config.publicUrl, config.AUTH_SECRET!);
  const work: NoteWorkDeps | null = provider && {
    db,
    provider,
    logger,
    now: deps.now,
    pixFromBank: config.pix !== null,
    issued: deps.issued,
    publicUrl: config.publicUrl,
    receiptUrl,
  };
  const runner = createQueueRunner({
    pass: async (stopped) => {
      if (!work || !provider) return;
      const settings = await readFiscalSettings(db);
      await enqueueDueNotes(db, settings, provider.environment);
      await markCancellations(db, settings);
      for (let n = 0; n < PER_PASS && !stopped(); n++) {
        const note = await claimNote(db);
        if (!note) break;
        await workOnNote(work, note, settings);
      }
    },
    everyMs: EVERY_MS,
    logger,
    failure: 'NFC-e issuing failed',
  });
  const unfollow = provider ? followOrderEvents(database, () => void runner.kick(), logger, 'NFC-e') : null;
  return {
    provider,
    receiptUrl,
    kick: runner.kick,
    /** Works until nothing is due (tests). */
    drain: runner.drain,
    stop: async () => {
      await unfollow?.();
      await runner.stop();
    },
  };
}
