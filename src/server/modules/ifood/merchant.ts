import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@server/db/client';
import { ifoodPoll, storeInfo } from '@server/db/schema';
import type { Sendable } from '@server/http/sendable';
import type { Logger } from '@server/logger';
import type { IfoodMerchantStatus, IfoodSettingsResponse } from '@shared/contract/ifood';
import { ifoodMerchantStatusSchema } from '@shared/contract/ifood';
import { storeStatus } from '@shared/schedule';
import { IfoodError, type IfoodClient } from './ifood-client';

/** The words iFood shows for the pause this store makes on iFood. */
const INTERRUPTION_DESCRIPTION = 'Pausa pelo sistema da loja';
/** iFood refuses an interruption longer than 7 days; a minute less, so clocks never disagree. */
const MAX_INTERRUPTION_MS = 7 * 24 * 3_600_000 - 60_000;
/** More entries than iFood's operations × channels, or checks per entry, are dropped. */
const MAX_ENTRIES = 20;
const MAX_VALIDATIONS = 20;

// iFood's answer read leniently: long text cut, a missing or odd field blank, never a reason to fail.
const text = (max: number) =>
  z
    .string()
    .transform((s) => s.slice(0, max))
    .catch('');
const message = z
  .object({ title: text(120), subtitle: text(200), description: text(300) })
  .catch({ title: '', subtitle: '', description: '' });
const validation = z.object({ code: text(60), state: text(20), message });
const entry = z.object({
  operation: text(40),
  salesChannel: text(40),
  available: z.boolean().catch(false),
  state: text(20),
  message,
  validations: z.array(z.unknown()).catch([]),
});

type Deps = { db: Db; client: IfoodClient; logger: Logger; now: () => Date };

/**
 * One look at iFood's side of the store (docs/product.md#ifood): the owner's 'Pausar o iFood
 * junto com a loja' followed (an interruption on iFood while the store is paused here, ended
 * when it is not), then what iFood says of the store, kept in `ifood_poll`. Each step's failure
 * is logged, never thrown.
 */
export async function checkMerchant(deps: Deps): Promise<void> {
  // The pause first: the status read after it already shows it.
  await followPause(deps).catch((err: unknown) => deps.logger.warn({ err }, 'iFood pause not followed'));
  await readMerchantStatus(deps).catch((err: unknown) => deps.logger.warn({ err }, 'iFood store status not read'));
}

/** GET merchants/{id}/status, stored compact with when it was asked. */
async function readMerchantStatus({ db, client, now }: Deps) {
  const path = `/merchant/v1.0/merchants/${encodeURIComponent(client.merchantId)}/status`;
  const { status, json } = await client.request<unknown>('GET', path);
  if (!Array.isArray(json)) throw new IfoodError('iFood answered the store status with no list', status, true);
  const merchantStatus = compactStatus(json);
  await db.update(ifoodPoll).set({ merchantStatus, merchantCheckedAt: now() }).where(eq(ifoodPoll.id, 1));
}

/** iFood's entries as the card reads them: the fields it shows, each cut, the lists capped. */
export function compactStatus(given: unknown[]): IfoodMerchantStatus {
  const out: IfoodMerchantStatus = [];
  for (const raw of given.slice(0, MAX_ENTRIES)) {
    const e = entry.safeParse(raw);
    if (!e.success) continue;
    const validations = e.data.validations.slice(0, MAX_VALIDATIONS).flatMap((v) => {
      const parsed = validation.safeParse(v);
      return parsed.success
        ? [{ code: parsed.data.code, state: parsed.data.state, title: parsed.data.message.title }]
        : [];
    });
    out.push({ ...e.data, validations });
  }
  return out;
}

/** When the store is paused here at `now`: its end (null: until switched back on), or null when it is not. */
async function storePause(db: Db, now: Date): Promise<{ until: Date | null } | null> {
  const [row] = await db
    .select({ ordersPaused: storeInfo.ordersPaused, pausedUntil: storeInfo.pausedUntil })
    .from(storeInfo)
    .where(eq(storeInfo.id, 1));
  if (!row) return null;
  // The shared rule (src/shared/schedule.ts): a pause whose end has passed is no pause.
  const schedule = {
    openingHours: [],
    specialDates: [],
    ordersPaused: row.ordersPaused,
    pausedUntil: row.pausedUntil?.toISOString() ?? null,
  };
  return storeStatus(schedule, now).state === 'paused' ? { until: row.pausedUntil } : null;
}

/**
 * The owner's option followed: paused here (and the option on) with no interruption of ours on
 * iFood, one is made until the pause's end (7 days at most); one that iFood no longer lists (it
 * ended, or someone ended it there) is made again; not paused here, ours is ended.
 */
async function followPause(deps: Deps) {
  const { db, client, logger } = deps;
  const now = deps.now();
  const [row] = await db
    .select({ pauseWithStore: ifoodPoll.pauseWithStore, interruptionId: ifoodPoll.interruptionId })
    .from(ifoodPoll)
    .where(eq(ifoodPoll.id, 1));
  if (!row) return;
  const pause = row.pauseWithStore ? await storePause(db, now) : null;
  const base = `/merchant/v1.0/merchants/${encodeURIComponent(client.merchantId)}/interruptions`;
  let current = row.interruptionId;
  if (!pause) {
    if (current) await endInterruption(deps, `${base}/${encodeURIComponent(current)}`);
    return;
  }
  if (current && !(await stillListed(client, base, current))) {
    logger.info({ interruptionId: current }, 'iFood interruption ended there; made again');
    await setInterruption(db, null);
    current = null;
  }
  if (current) return;
  const cap = now.getTime() + MAX_INTERRUPTION_MS;
  const end = new Date(Math.min(pause.until?.getTime() ?? cap, cap));
  try {
    const { json } = await client.request<{ id?: unknown }>('POST', base, {
      body: { description: INTERRUPTION_DESCRIPTION, start: now.toISOString(), end: end.toISOString() },
    });
    const id = typeof json?.id === 'string' && json.id.length <= 200 ? json.id : null;
    if (!id) throw new IfoodError('iFood answered the interruption with no id', null, true);
    await setInterruption(db, id);
    logger.info({ interruptionId: id, end }, 'iFood paused with the store');
  } catch (err) {
    // A pause made on iFood by hand overlaps ours: iFood is paused anyway; tried again next check.
    if (err instanceof IfoodError && err.status === 409) logger.warn({ err }, 'iFood interruption overlaps another');
    else throw err;
  }
}

/** Whether iFood still lists the interruption (its list holds the current and coming ones). */
async function stillListed(client: IfoodClient, base: string, id: string): Promise<boolean> {
  const { json } = await client.request<unknown>('GET', base);
  return !Array.isArray(json) || json.some((i) => !!i && typeof i === 'object' && (i as { id?: unknown }).id === id);
}

/** DELETE interruptions/{id}: 204, or 404 when it is gone already; either way it is no longer ours. */
async function endInterruption({ db, client, logger }: Deps, path: string) {
  try {
    await client.request('DELETE', path);
  } catch (err) {
    if (!(err instanceof IfoodError && err.status === 404)) throw err;
  }
  await setInterruption(db, null);
  logger.info('iFood resumed with the store');
}

const setInterruption = (db: Db, interruptionId: string | null) =>
  db.update(ifoodPoll).set({ interruptionId, updatedAt: new Date() }).where(eq(ifoodPoll.id, 1));

/** The 'iFood' card's view (GET /api/admin/ifood); `configured` false without the IFOOD_* settings. */
export async function ifoodSettingsView(db: Db, configured: boolean) {
  if (!configured) return { configured: false as const } satisfies Sendable<IfoodSettingsResponse>;
  const [row] = await db.select().from(ifoodPoll).where(eq(ifoodPoll.id, 1));
  const stored = ifoodMerchantStatusSchema.safeParse(row?.merchantStatus);
  return {
    configured: true as const,
    polledAt: row?.polledAt ?? null,
    pollError: row?.pollError ?? null,
    merchantStatus: stored.success ? stored.data : null,
    merchantCheckedAt: row?.merchantCheckedAt ?? null,
    pauseWithStore: row?.pauseWithStore ?? false,
    pausedOnIfood: !!row?.interruptionId,
    syncAvailability: row?.syncAvailability ?? false,
  } satisfies Sendable<IfoodSettingsResponse>;
}

/** The owner's choices, kept in the one `ifood_poll` row (made by the migration). */
export async function saveIfoodSettings(db: Db, settings: { pauseWithStore: boolean; syncAvailability: boolean }) {
  await db
    .update(ifoodPoll)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(ifoodPoll.id, 1));
}
