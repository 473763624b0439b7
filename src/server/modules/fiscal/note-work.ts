import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fiscalNotes } from '@server/db/schema';
import type { Logger } from '@server/logger';
import type { NoteStatus } from '@shared/fiscal';
import { noteDraft, readDraftOrder } from './draft';
import { noteChanged, noteIssued } from './issued';
import type { ClaimedNote } from './note-queue';
import { FiscalProviderError, type FiscalProvider, type NoteOutcome } from './provider';
import type { StoredFiscalSettings } from './settings';

/** A provider down is asked again after 5 s, 10 s, 20 s … at most every 10 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 600_000);
/** A note SEFAZ is still working on is asked about again this soon. */
const PROCESSING_RECHECK_MS = 3_000;

export type NoteWorkDeps = {
  db: Db;
  provider: FiscalProvider;
  logger: Logger;
  now: () => Date;
  /** Whether PIX is confirmed by the bank's API (a dynamic PIX on the note). */
  pixFromBank: boolean;
  /** Something was printed or mailed: wake those queues. */
  issued: () => void;
  publicUrl: string;
  receiptUrl: (orderId: string) => string;
};

type Insert = typeof fiscalNotes.$inferInsert;
type Patch = { [K in keyof Insert]?: Insert[K] | SQL };
/** The database's clock, which claims compare with: never the instance's. */
const NOW = sql`now()`;
const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Writes the outcome of one claim, only if no later claim took the note meanwhile. */
async function write(db: Pick<Db, 'update'>, note: ClaimedNote, patch: Patch): Promise<boolean> {
  const rows = await db
    .update(fiscalNotes)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(fiscalNotes.orderId, note.orderId), eq(fiscalNotes.claim, note.claim)))
    .returning({ orderId: fiscalNotes.orderId });
  return rows.length > 0;
}

/** Writes an outcome staff must see at once (a refusal), telling the order's screens. */
async function writeTold(deps: NoteWorkDeps, note: ClaimedNote, patch: Patch & { status: NoteStatus }) {
  await deps.db.transaction(async (tx) => {
    if (await write(tx, note, patch)) await noteChanged(tx, note.orderId, patch.status);
  });
}

/** Does what the claimed note needs, and writes what came of it. */
export async function workOnNote(deps: NoteWorkDeps, note: ClaimedNote, settings: StoredFiscalSettings) {
  try {
    if (note.status === 'authorized') {
      if (note.cancelState === 'wanted') await cancel(deps, note);
      else await fetchXml(deps, note);
      return;
    }
    if (note.status === 'processing') {
      const outcome = await deps.provider.consult(note.orderId);
      await settle(deps, note, outcome.state === 'unknown' ? { state: 'queued' } : outcome);
      return;
    }
    await issue(deps, note, settings);
  } catch (err) {
    if (!(err instanceof FiscalProviderError)) throw err;
    deps.logger.warn({ err, orderId: note.orderId }, 'fiscal provider unavailable');
    await write(deps.db, note, {
      lastError: err.message,
      nextAttemptAt: after(retryDelayMs(note.attempts)),
    });
  }
}

async function issue(deps: NoteWorkDeps, note: ClaimedNote, settings: StoredFiscalSettings) {
  const order = await readDraftOrder(deps.db, note.orderId);
  if (!order) return;
  // The lines are kept from the first send, so what SEFAZ authorises is what the DANFE prints;
  // the issue time is always now (SEFAZ refuses one more than 5 minutes off).
  const fresh = noteDraft(order, settings, { issuedAt: deps.now(), pixFromBank: deps.pixFromBank });
  const draft = note.draft ? { ...note.draft, issuedAt: fresh.issuedAt } : fresh;
  if (!(await write(deps.db, note, { draft }))) return;
  const outcome = await deps.provider.issue(draft);
  await settle(deps, { ...note, draft }, outcome);
}

/** Records what the provider said of the note. */
async function settle(deps: NoteWorkDeps, note: ClaimedNote, outcome: NoteOutcome | { state: 'queued' }) {
  switch (outcome.state) {
    case 'queued':
      await write(deps.db, note, { status: 'queued', nextAttemptAt: NOW });
      return;
    case 'processing':
      await write(deps.db, note, {
        status: 'processing',
        lastError: null,
        nextAttemptAt: after(PROCESSING_RECHECK_MS),
      });
      return;
    case 'rejected':
    case 'denied':
      await writeTold(deps, note, {
        status: outcome.state,
        sefazCode: outcome.code,
        sefazMessage: outcome.message,
        lastError: null,
      });
      deps.logger.warn({ orderId: note.orderId, code: outcome.code }, 'NFC-e refused');
      return;
    case 'cancelled':
      await writeTold(deps, note, { status: 'cancelled', cancelledAt: sql`coalesce(cancelled_at, now())` });
      return;
    case 'unknown':
      await write(deps.db, note, { status: 'queued', nextAttemptAt: NOW });
      return;
    case 'authorized': {
      const patch: Patch = {
        status: 'authorized',
        accessKey: outcome.accessKey,
        number: outcome.number,
        series: outcome.series,
        protocol: outcome.protocol,
        authorizedAt: outcome.authorizedAt ?? NOW,
        qrUrl: outcome.qrUrl,
        consultUrl: outcome.consultUrl,
        sefazCode: null,
        sefazMessage: null,
        lastError: null,
        attempts: 0,
        nextAttemptAt: NOW,
      };
      const written = await deps.db.transaction(async (tx) => {
        if (!(await write(tx, note, patch))) return false;
        await noteIssued(tx, note.orderId, deps);
        return true;
      });
      if (written) deps.issued();
      return;
    }
  }
}

/** The authorised note's XML, kept for the accountant's month. */
async function fetchXml(deps: NoteWorkDeps, note: ClaimedNote) {
  const xml = await deps.provider.xml(note.orderId);
  await write(deps.db, note, { xml, lastError: null, attempts: 0, nextAttemptAt: NOW });
}

async function cancel(deps: NoteWorkDeps, note: ClaimedNote) {
  const outcome = await deps.provider.cancel(
    note.orderId,
    note.cancelReason ?? 'Pedido cancelado pelo estabelecimento',
  );
  if (outcome.state === 'refused') {
    await write(deps.db, note, {
      cancelState: 'refused',
      cancelMessage: `${outcome.code}: ${outcome.message}`,
      lastError: null,
    });
    return;
  }
  const written = await deps.db.transaction(async (tx) => {
    if (
      !(await write(tx, note, {
        status: 'cancelled',
        cancelState: null,
        cancelledAt: NOW,
        cancelXml: outcome.xml,
        lastError: null,
      }))
    )
      return false;
    await noteIssued(tx, note.orderId, deps, { cancelled: true });
    return true;
  });
  if (written) deps.issued();
}
