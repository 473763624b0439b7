import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { fiscalNotes, orders } from '@server/db/schema';
import { JUSTIFICATION_MAX, plainText, TOO_LATE_MESSAGE, type FiscalEnvironment } from '@shared/fiscal';
import type { StoredFiscalSettings } from './settings';

// The notes' queue (docs/decisions/025): which orders get a note, which notes must be cancelled,
// and the claim of the next note due. The calls to the provider are in note-work.ts.

/** An instance holds a claimed note this long: its calls take at most 20 s each. */
export const LEASE_MS = 120_000;
/** Orders older than this when issuing finds them get no note: a server off for a week does not flood SEFAZ. */
const LOOK_BACK = '7 days';

/**
 * Makes the note row of every order that now needs one: placed since issuing was turned on,
 * paid (or delivered, as the owner chose) and not cancelled. The order's id is the row's key,
 * so whichever instance or pass gets there first makes it, once.
 */
export async function enqueueDueNotes(
  db: Db,
  settings: StoredFiscalSettings,
  environment: FiscalEnvironment,
): Promise<number> {
  if (!settings.enabled || !settings.enabledSince) return 0;
  const due = settings.issueOn === 'paid' ? sql`o.payment_status = 'paid'` : sql`o.status = 'delivered'`;
  const rows = await executeRows<{ order_id: string }>(
    db,
    sql`
    insert into fiscal_notes (order_id, environment)
    select o.id, ${environment} from orders o
    where o.created_at >= greatest(${settings.enabledSince.toISOString()}::timestamptz, now() - interval '${sql.raw(LOOK_BACK)}')
      and o.status <> 'cancelled' and ${due}
      and not exists (select 1 from fiscal_notes n where n.order_id = o.id)
    on conflict do nothing
    returning order_id`,
  );
  return rows.length;
}

/** SEFAZ's justification of a cancellation, from the order's own reason when it has one. */
export function cancelJustification(reason: string | null): string {
  const text = `Pedido cancelado: ${reason?.trim() || 'cancelado pelo estabelecimento'}`;
  return plainText(text).slice(0, JUSTIFICATION_MAX);
}

/**
 * Follows the orders cancelled since: a note not issued yet is not issued; an authorised one is
 * cancelled while the window is open, and past it is marked for the accountant. A note still
 * with SEFAZ is looked at again once it has its answer.
 */
export async function markCancellations(db: Db, settings: StoredFiscalSettings): Promise<void> {
  await db.execute(sql`
    update fiscal_notes n set status = 'skipped', updated_at = now()
    from orders o
    where o.id = n.order_id and o.status = 'cancelled' and n.status in ('queued', 'rejected')`);
  const cancelled = await executeRows<{ order_id: string; cancel_reason: string | null; in_time: boolean }>(
    db,
    sql`
    select n.order_id, o.cancel_reason,
      n.authorized_at > now() - make_interval(mins => ${settings.cancelWindowMinutes}) as in_time
    from fiscal_notes n join orders o on o.id = n.order_id
    where o.status = 'cancelled' and n.status = 'authorized' and n.cancel_state is null
    limit 100`,
  );
  for (const row of cancelled)
    await db
      .update(fiscalNotes)
      .set(
        row.in_time
          ? {
              cancelState: 'wanted',
              cancelReason: cancelJustification(row.cancel_reason),
              attempts: 0,
              nextAttemptAt: sql`now()`,
              updatedAt: new Date(),
            }
          : { cancelState: 'too_late', cancelMessage: TOO_LATE_MESSAGE, updatedAt: new Date() },
      )
      .where(and(eq(fiscalNotes.orderId, row.order_id), sql`${fiscalNotes.cancelState} is null`));
}

export type ClaimedNote = typeof fiscalNotes.$inferSelect;

/**
 * The next note due that no instance holds: to send, to ask about, to fetch the XML of, or to
 * cancel. Claiming moves its next attempt past the lease and bumps `claim`, so only this claim's
 * outcome is written (note-work.ts).
 */
export async function claimNote(db: Db): Promise<ClaimedNote | null> {
  const due = db
    .select({ orderId: fiscalNotes.orderId })
    .from(fiscalNotes)
    .where(
      and(
        sql`${fiscalNotes.nextAttemptAt} <= now()`,
        sql`(${fiscalNotes.status} in ('queued', 'processing')
          or (${fiscalNotes.status} = 'authorized' and (${fiscalNotes.cancelState} = 'wanted' or ${fiscalNotes.xml} is null)))`,
      ),
    )
    .orderBy(fiscalNotes.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(fiscalNotes)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
      claim: sql`${fiscalNotes.claim} + 1`,
      attempts: sql`${fiscalNotes.attempts} + 1`,
    })
    .where(inArray(fiscalNotes.orderId, due))
    .returning();
  return row ?? null;
}

/** Staff's 'Tentar novamente' on a refused note: sent again now, with the data as it is now. */
export async function retryNote(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .update(fiscalNotes)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, draft: null, updatedAt: new Date() })
    .where(
      and(
        eq(fiscalNotes.orderId, orderId),
        eq(fiscalNotes.status, 'rejected'),
        sql`exists (select 1 from ${orders} where ${orders.id} = ${orderId} and ${orders.status} <> 'cancelled')`,
      ),
    )
    .returning({ orderId: fiscalNotes.orderId });
  return !!row;
}
