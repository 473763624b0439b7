import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { cashbackEntries, orders } from '@server/db/schema';
import { AppError } from '@server/http/errors';
import {
  cashbackAccount,
  cashbackBase,
  cashbackEarnCents,
  discountOnItems,
  type CashbackAccount,
} from '@shared/cashback';
import { readTerms } from './terms';

// A customer's cashback ledger (docs/product.md#cashback): read as a balance, written once per
// order and kind. Every write runs in the caller's transaction, the order's row locked by it.

type Tx = Pick<Db, 'select' | 'insert' | 'execute'>;

export const CASHBACK_CHANGED_MESSAGE = 'Seu saldo de cashback mudou. Confira o resumo e confirme de novo.';

const DAY_MS = 86_400_000;

/** The customer's balance, next expiry and history at `now`. */
export async function readAccount(db: Pick<Db, 'select'>, userId: string, now: Date): Promise<CashbackAccount> {
  return cashbackAccount(await readEntries(db, userId), now);
}

/** The customer's ledger, oldest first (same instant: in the order written). */
function readEntries(db: Pick<Db, 'select'>, userId: string) {
  return db
    .select({
      kind: cashbackEntries.kind,
      orderId: cashbackEntries.orderId,
      amountCents: cashbackEntries.amountCents,
      at: cashbackEntries.at,
      expiresAt: cashbackEntries.expiresAt,
    })
    .from(cashbackEntries)
    .where(eq(cashbackEntries.userId, userId))
    .orderBy(asc(cashbackEntries.at), asc(cashbackEntries.id));
}

/** One customer's ledger at a time: two orders at once cannot both spend the same balance. */
const lockCustomer = (tx: Tx, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashback:${userId}`}))`);

/**
 * Takes `cents` of the balance for an order being written, in its transaction; refused (409,
 * nothing written) when the balance no longer covers it: another order spent it, or it expired.
 */
export async function spendCashback(tx: Tx, spend: { userId: string; orderId: string; cents: number; now: Date }) {
  await lockCustomer(tx, spend.userId);
  const entries = await readEntries(tx, spend.userId);
  // Never before an entry already written: the balance just checked is the one it takes from.
  const last = entries.at(-1)?.at.getTime() ?? 0;
  const at = new Date(Math.max(spend.now.getTime(), last));
  if (cashbackAccount(entries, at).balanceCents < spend.cents)
    throw new AppError(409, CASHBACK_CHANGED_MESSAGE, 'cashback_changed');
  await tx
    .insert(cashbackEntries)
    .values({ userId: spend.userId, orderId: spend.orderId, kind: 'spend', amountCents: spend.cents, at });
}

/**
 * A delivered (or picked up) and paid order of a customer with an account earns its credit,
 * once: the unique (order, kind) index makes a replay or a second call a no-op, and an order
 * whose credit was taken back never earns again. Staff's orders and those without an account
 * earn nothing. Called wherever an order may become both delivered and paid.
 */
export async function earnCashback(tx: Tx, orderId: string, now: Date): Promise<void> {
  const [order] = await tx
    .select({
      userId: orders.userId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      channel: orders.channel,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      cashbackCents: orders.cashbackCents,
      couponKind: sql<string | null>`(select c.kind from coupons c where c.id = orders.coupon_id)`,
      reversed: sql<boolean>`exists (select 1 from cashback_entries e where e.order_id = orders.id and e.kind = 'reverse')`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.userId || order.channel !== 'site' || order.reversed) return;
  if (order.status !== 'delivered' || order.paymentStatus !== 'paid') return;
  const terms = await readTerms(tx);
  const discountCents = discountOnItems(order.discountCents, order.couponKind);
  const cents = cashbackEarnCents(terms, cashbackBase({ ...order, discountCents }));
  if (cents <= 0) return;
  await tx
    .insert(cashbackEntries)
    .values({
      userId: order.userId,
      orderId,
      kind: 'earn',
      amountCents: cents,
      at: now,
      expiresAt: new Date(now.getTime() + terms.validDays * DAY_MS),
    })
    .onConflictDoNothing();
}

/**
 * A cancelled (or refunded) order settles its cashback for good: what it earned is taken back
 * (what is left of it) and what it used goes back to the balance. Reopening it later neither
 * earns nor takes the balance again.
 */
export async function settleCancelledCashback(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into cashback_entries (user_id, order_id, kind, amount_cents, at)
    select e.user_id, e.order_id, case e.kind when 'earn' then 'reverse' else 'return' end, e.amount_cents, ${now.toISOString()}::timestamptz
    from cashback_entries e
    where e.order_id = ${orderId} and e.kind in ('earn', 'spend')
    on conflict do nothing`);
}

/** What the program has given and taken, for the owner's page. */
export async function programFigures(db: Pick<Db, 'select'>, now: Date) {
  const [totals] = await db
    .select({
      earned: sql<number>`coalesce(sum(case ${cashbackEntries.kind} when 'earn' then ${cashbackEntries.amountCents} when 'reverse' then -${cashbackEntries.amountCents} else 0 end), 0)::int`,
      used: sql<number>`coalesce(sum(case ${cashbackEntries.kind} when 'spend' then ${cashbackEntries.amountCents} when 'return' then -${cashbackEntries.amountCents} else 0 end), 0)::int`,
    })
    .from(cashbackEntries);
  // Balances are worked out per customer, in one read: only those with a credit still unexpired can have one.
  const entries = await db
    .select({
      userId: cashbackEntries.userId,
      kind: cashbackEntries.kind,
      orderId: cashbackEntries.orderId,
      amountCents: cashbackEntries.amountCents,
      at: cashbackEntries.at,
      expiresAt: cashbackEntries.expiresAt,
    })
    .from(cashbackEntries)
    .where(
      sql`${cashbackEntries.userId} in (select user_id from cashback_entries
        where kind = 'earn' and expires_at > ${now.toISOString()}::timestamptz)`,
    )
    .orderBy(asc(cashbackEntries.at), asc(cashbackEntries.id));
  const byCustomer = new Map<string, typeof entries>();
  for (const e of entries) {
    const own = byCustomer.get(e.userId);
    if (own) own.push(e);
    else byCustomer.set(e.userId, [e]);
  }
  let customersWithBalance = 0;
  let outstandingCents = 0;
  for (const own of byCustomer.values()) {
    const { balanceCents } = cashbackAccount(own, now);
    if (balanceCents > 0) customersWithBalance += 1;
    outstandingCents += balanceCents;
  }
  return { earnedCents: totals?.earned ?? 0, usedCents: totals?.used ?? 0, customersWithBalance, outstandingCents };
}
