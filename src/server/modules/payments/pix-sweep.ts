import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { pixCharges } from '@server/db/schema';
import { PixApiError } from './pix-api/types';
import type { PixChargeRow } from './pix-charges';
import { chargesToCheck, reconcileCharge, settle, type ReconcileDeps } from './pix-reconcile';
import { ensureWebhook } from './pix-webhook-registration';
import { createRoundTimer } from './round-timer';

/** Charges one instance checks per round. */
const BATCH = 50;
const HOUR = 60 * 60_000;
/** Longest wait after the provider failed to answer. */
const MAX_BACKOFF_MS = 10 * 60_000;
/** How far back the hourly look at payments received goes. */
const CATCH_UP_MS = 48 * HOUR;

type SweepDeps = ReconcileDeps & { webhookUrl: string | null };

/** What the sweep remembers between rounds: its backoff, and when it last did its hourly jobs. */
type SweepState = { backoffMs: number; lastCatchUp: number; webhookDone: boolean; lastWebhookTry: number };

/**
 * The bank's side of open charges, without waiting for a webhook (docs/decisions/008): every
 * `sweepIntervalMs` each instance claims up to 50 open charges due a look (FOR UPDATE SKIP
 * LOCKED: instances never check the same one) and asks `GET /cob/{txid}` outside any
 * transaction; hourly, `GET /pix` over the last 48 h catches money paid to charges we had
 * closed. While the provider does not answer (503, 504, timeouts) rounds back off, doubling up
 * to 10 minutes, logged once per outage. It also keeps the webhook registered (at start, then
 * hourly until it works) when the store has a public address.
 */
export function createPixSweep(deps: SweepDeps) {
  const state: SweepState = {
    backoffMs: 0,
    lastCatchUp: 0,
    webhookDone: deps.webhookUrl === null,
    lastWebhookTry: 0,
  };
  const timer = createRoundTimer({
    tick: () => tick(deps, state, timer.stopped),
    nextDelayMs: () => deps.pix.sweepIntervalMs + state.backoffMs,
  });
  return {
    /** The first round (and the webhook's registration) at once, then every interval. */
    start: () => timer.start(0),
    stop: timer.stop,
  };
}

/** Takes the charges due a look, moving their next look on so no other instance takes them. */
async function claim({ db, pix, now }: SweepDeps): Promise<PixChargeRow[]> {
  const at = now();
  const due = db
    .select({ txid: pixCharges.txid })
    .from(pixCharges)
    .where(and(eq(pixCharges.status, 'active'), lte(pixCharges.nextCheckAt, at)))
    .orderBy(asc(pixCharges.nextCheckAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(pixCharges)
    .set({
      nextCheckAt: new Date(at.getTime() + pix.sweepIntervalMs),
      checks: sql`${pixCharges.checks} + 1`,
    })
    .where(inArray(pixCharges.txid, due))
    .returning();
}

/** One round; throws when the provider did not answer (the next round waits longer). */
async function round(deps: SweepDeps, state: SweepState, stopped: () => boolean): Promise<void> {
  const { db, pix, logger, now } = deps;
  if (!state.webhookDone && now().getTime() - state.lastWebhookTry >= HOUR) {
    state.lastWebhookTry = now().getTime();
    state.webhookDone = await ensureWebhook(pix.api, deps.webhookUrl!, logger);
  }
  for (const charge of await claim(deps)) {
    if (stopped()) return;
    await pix.api
      .getCharge(charge.txid)
      .then((cob) => settle(deps, charge, cob, 'pix_sweep'))
      .catch(onlyOutages(deps, charge.txid));
  }
  if (now().getTime() - state.lastCatchUp >= HOUR) {
    const to = now();
    const received = await pix.api.received(new Date(to.getTime() - CATCH_UP_MS), to);
    state.lastCatchUp = to.getTime();
    const txids = received.flatMap((p) => (p.txid ? [p.txid] : []));
    for (const charge of await chargesToCheck(db, txids, Number.MAX_SAFE_INTEGER)) {
      if (stopped()) break;
      await reconcileCharge(deps, charge.txid, 'pix_sweep').catch(onlyOutages(deps, charge.txid));
    }
  }
}

/** One charge the provider refused (our bug, or a charge it lost) is logged and skipped; an outage ends the round. */
const onlyOutages = (deps: SweepDeps, txid: string) => (err: unknown) => {
  if (err instanceof PixApiError && err.retryable) throw err;
  deps.logger.warn({ err, txid }, 'PIX charge check failed');
};

async function tick(deps: SweepDeps, state: SweepState, stopped: () => boolean) {
  const { logger, pix } = deps;
  try {
    await round(deps, state, stopped);
    if (state.backoffMs) logger.info('PIX provider answering again');
    state.backoffMs = 0;
  } catch (err) {
    if (!(err instanceof PixApiError && err.retryable)) logger.warn({ err }, 'PIX sweep failed');
    else {
      if (!state.backoffMs) logger.warn({ err }, 'PIX provider unavailable: checking less often');
      state.backoffMs = Math.min(Math.max(state.backoffMs * 2, pix.sweepIntervalMs), MAX_BACKOFF_MS);
    }
  }
}
