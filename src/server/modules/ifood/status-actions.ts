import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { ifoodActions, ifoodOrders } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import type { IfoodAction } from '@shared/ifood';
import { recordOrderEvent } from '../live/record-event';
import { IfoodError, type IfoodClient } from './ifood-client';

/** An instance holds an action this long while it calls iFood (a call takes at most 10 s). */
const LEASE_MS = 60_000;
const POLL_MS = 5_000;
/**
 * After this many tries an action that keeps meeting 429, 5xx or no answer is given up: 5 s,
 * 20 s, 80 s and 5 min apart, the last try of a confirm within iFood's 8 minutes.
 */
export const IFOOD_ACTION_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => 5_000 * 4 ** (attempts - 1);

type Claimed = {
  id: number;
  orderId: string;
  action: IfoodAction;
  attempts: number;
  ifoodOrderId: string;
  lease: Date;
};

/**
 * The oldest action due that no live instance holds and that no earlier action of its order
 * still waits for (confirm before preparation, ready before dispatch), with its try counted.
 */
async function claimOne(db: Db, now: Date): Promise<Claimed | null> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const due = db
    .select({ id: ifoodActions.id })
    .from(ifoodActions)
    .where(
      and(
        eq(ifoodActions.status, 'queued'),
        lte(ifoodActions.nextAttemptAt, now),
        or(isNull(ifoodActions.lockedUntil), lt(ifoodActions.lockedUntil, now)),
        // "ifood_actions" here is the row above: the subquery's own table is "b".
        sql`not exists (select 1 from ifood_actions b where b.order_id = ${ifoodActions.orderId} and b.id < ${ifoodActions.id} and b.status = 'queued')`,
      ),
    )
    .orderBy(asc(ifoodActions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(ifoodActions)
    .set({ lockedUntil: lease, attempts: sql`${ifoodActions.attempts} + 1` })
    .where(inArray(ifoodActions.id, due))
    .returning();
  if (!row) return null;
  const [order] = await db
    .select({ ifoodOrderId: ifoodOrders.ifoodOrderId })
    .from(ifoodOrders)
    .where(eq(ifoodOrders.orderId, row.orderId));
  return {
    id: row.id,
    orderId: row.orderId,
    action: row.action as IfoodAction,
    attempts: row.attempts,
    ifoodOrderId: order!.ifoodOrderId,
    lease,
  };
}

type Deps = { db: Db; client: IfoodClient; logger: Logger; now: () => Date };

async function sendOne(deps: Deps, claimed: Claimed) {
  const mine = and(eq(ifoodActions.id, claimed.id), eq(ifoodActions.lockedUntil, claimed.lease));
  try {
    await deps.client.request(
      'POST',
      `/order/v1.0/orders/${encodeURIComponent(claimed.ifoodOrderId)}/${claimed.action}`,
    );
    await deps.db
      .update(ifoodActions)
      .set({ status: 'done', doneAt: deps.now(), error: null, lockedUntil: null })
      .where(mine);
    await told(deps.db, claimed.orderId);
  } catch (err) {
    const retry = err instanceof IfoodError ? err.retry : true;
    const givenUp = !retry || claimed.attempts >= IFOOD_ACTION_ATTEMPTS;
    const now = deps.now();
    await deps.db
      .update(ifoodActions)
      .set(
        givenUp
          ? { status: 'failed', error: (err as Error).message.slice(0, 300), lockedUntil: null }
          : {
              error: (err as Error).message.slice(0, 300),
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
              lockedUntil: null,
            },
      )
      .where(mine);
    // What came after it would tell iFood of steps it never saw begin: not sent either.
    if (givenUp)
      await deps.db
        .update(ifoodActions)
        .set({ status: 'failed', error: `Não enviado: ${claimed.action} falhou antes`, lockedUntil: null })
        .where(
          and(
            eq(ifoodActions.orderId, claimed.orderId),
            eq(ifoodActions.status, 'queued'),
            gt(ifoodActions.id, claimed.id),
          ),
        );
    if (givenUp) await told(deps.db, claimed.orderId);
    deps.logger[givenUp ? 'error' : 'warn'](
      { err, orderId: claimed.orderId, action: claimed.action, attempts: claimed.attempts },
      givenUp ? 'iFood action given up' : 'iFood action failed, will retry',
    );
  }
}

/** Staff screens showing the order read its calls again. */
const told = (db: Db, orderId: string) => recordOrderEvent(db, { type: 'order.ifood_synced', orderId, userId: null });

/** Sends the queued actions one at a time: at once when kicked, and every 5 s for retries and other instances'. */
export function createIfoodActionQueue(deps: Deps) {
  return createQueueRunner({
    pass: async (stopped) => {
      for (;;) {
        const claimed = stopped() ? null : await claimOne(deps.db, deps.now());
        if (!claimed) return;
        await sendOne(deps, claimed);
      }
    },
    everyMs: POLL_MS,
    logger: deps.logger,
    failure: 'iFood action queue unavailable',
  });
}
