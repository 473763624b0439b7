import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { executeRows } from '@server/db/execute-rows';
import { coupons, outgoingMail, storeInfo, winBackMessages } from '@server/db/schema';
import type { Logger } from '@server/logger';
import { createQueueRunner } from '@server/queue-runner';
import { WIN_BACK_GAP_DAYS, WIN_BACK_MIN_ORDERS, winBackExpiry, type WinBackTerms } from '@shared/win-back';
import { stopUrl } from './stop-token';
import { readTerms } from './terms';
import { winBackMail } from './win-back-mail';

/** Customers read per statement; a pass reads again until none is left. */
const BATCH = 100;
const DAY_MS = 86_400_000;
/** Letters and digits that cannot be misread ('0' and 'O', '1' and 'I' are left out). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Deps = {
  db: Db;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  secret: string;
  /** Wakes the mail sender once messages are queued. */
  mailQueued: () => void;
  intervalMs: number;
};

type Due = { userId: string; email: string; name: string; proven: boolean };

const cutoffs = (now: Date, terms: WinBackTerms) => ({
  idleBefore: new Date(now.getTime() - terms.idleDays * DAY_MS),
  gapBefore: new Date(now.getTime() - WIN_BACK_GAP_DAYS * DAY_MS),
});

/** Whether a customer's orders make them one to write to: at least two not cancelled, the last before `idleBefore`. */
const idleCustomer = (userId: unknown, idleBefore: Date) => sql`(select count(*) >= ${WIN_BACK_MIN_ORDERS}
  and max(o.created_at) < ${idleBefore.toISOString()}::timestamptz
  from orders o where o.user_id = ${userId} and o.status <> 'cancelled')`;

/**
 * Who would get a message now (docs/product.md#sentimos-sua-falta): accounts with at least two
 * orders not cancelled, the last older than the owner's days, not written to in the last 30 days
 * and not opted out.
 */
function dueFrom(now: Date, terms: WinBackTerms) {
  const { idleBefore, gapBefore } = cutoffs(now, terms);
  return sql`
    from (select o.user_id, max(o.created_at) as last from orders o
          where o.user_id is not null and o.status <> 'cancelled'
          group by o.user_id
          having count(*) >= ${WIN_BACK_MIN_ORDERS} and max(o.created_at) < ${idleBefore.toISOString()}::timestamptz) idle
    join "user" u on u.id = idle.user_id
    left join profiles p on p.user_id = u.id
    left join win_back_customers w on w.user_id = u.id
    where w.user_id is null
       or (w.opted_out_at is null and (w.last_sent_at is null or w.last_sent_at < ${gapBefore.toISOString()}::timestamptz))`;
}

/** The customers due, the longest idle first. */
async function dueCustomers(db: Db, now: Date, terms: WinBackTerms, limit: number): Promise<Due[]> {
  type Row = { user_id: string; email: string; name: string; proven: boolean };
  const rows = await executeRows<Row>(
    db,
    sql`
    select u.id as user_id, u.email, coalesce(nullif(p.name, ''), u.name) as name, u.email_verified as proven
    ${dueFrom(now, terms)}
    order by idle.last, u.id
    limit ${limit}`,
  );
  return rows.map((r) => ({ userId: r.user_id, email: r.email, name: r.name, proven: Boolean(r.proven) }));
}

/** How many customers a scan would write to now with these terms (the admin's page). */
export async function countDue(db: Db, now: Date, terms: WinBackTerms): Promise<number> {
  const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n ${dueFrom(now, terms)}`);
  return Number(row?.n ?? 0);
}

/** 'VOLTA-7K3P'. */
const newCode = () =>
  `VOLTA-${Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Marks the customer written to now, only if they still qualify, have not opted out and were not
 * written to in the last 30 days: one statement on their row, so of two scans at once (any
 * instances) the second waits for the first and then finds the row changed. True when this one sends.
 */
async function takeTurn(tx: Tx, userId: string, now: Date, terms: WinBackTerms): Promise<boolean> {
  const { idleBefore, gapBefore } = cutoffs(now, terms);
  const rows = await executeRows(
    tx,
    sql`
    insert into win_back_customers (user_id, last_sent_at)
    select ${userId}, ${now.toISOString()}::timestamptz where ${idleCustomer(userId, idleBefore)}
    on conflict (user_id) do update set last_sent_at = excluded.last_sent_at
      where win_back_customers.opted_out_at is null
        and (win_back_customers.last_sent_at is null or win_back_customers.last_sent_at < ${gapBefore.toISOString()}::timestamptz)
    returning user_id`,
  );
  return rows.length > 0;
}

/** The customer's own coupon: one use, their account only, until the end of its last day. */
async function personalCoupon(tx: Tx, userId: string, now: Date, terms: WinBackTerms) {
  const endsAt = winBackExpiry(now, terms.validDays);
  for (;;) {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: newCode(),
        kind: terms.couponKind,
        percentOff: terms.percentOff,
        amountOffCents: terms.amountOffCents,
        minSubtotalCents: terms.minSubtotalCents,
        startsAt: now,
        endsAt,
        maxUses: 1,
        maxUsesPerCustomer: 1,
        accountRequired: true,
        customerUserId: userId,
      })
      .onConflictDoNothing({ target: coupons.code })
      .returning({ id: coupons.id, code: coupons.code });
    // A code taken already: draw another (about a million codes).
    if (row) return { ...row, endsAt };
  }
}

/** Writes to one customer: their turn, their coupon, the message and its email, together or not at all. */
async function writeTo(
  deps: Deps,
  customer: Due,
  terms: WinBackTerms,
  store: { name: string; logoUrl: string | null },
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await takeTurn(tx, customer.userId, now, terms))) return false;
    const coupon = await personalCoupon(tx, customer.userId, now, terms);
    const [message] = await tx
      .insert(winBackMessages)
      .values({
        userId: customer.userId,
        couponId: coupon.id,
        code: coupon.code,
        sentAt: now,
        expiresAt: coupon.endsAt,
      })
      .returning({ id: winBackMessages.id });
    const mail = winBackMail({
      messageId: message!.id,
      to: customer.email,
      name: customer.name,
      proven: customer.proven,
      terms,
      code: coupon.code,
      expiresAt: coupon.endsAt,
      store,
      publicUrl: deps.publicUrl,
      stopUrl: stopUrl(deps.publicUrl, deps.secret, customer.userId),
    });
    await tx.insert(outgoingMail).values(mail).onConflictDoNothing();
    return true;
  });
}

/** One pass: every customer due, a batch at a time; resolves with how many were written to. */
async function scan(deps: Deps, stopped: () => boolean): Promise<number> {
  const terms = await readTerms(deps.db);
  if (!terms.enabled) return 0;
  const [store] = await deps.db
    .select({ name: storeInfo.name, logoUrl: storeInfo.logoUrl })
    .from(storeInfo)
    .where(eq(storeInfo.id, 1));
  if (!store) return 0;
  let sent = 0;
  const skipped = new Set<string>();
  for (;;) {
    const due = (await dueCustomers(deps.db, deps.now(), terms, BATCH + skipped.size)).filter(
      (c) => !skipped.has(c.userId),
    );
    if (!due.length || stopped()) break;
    for (const customer of due) {
      if (stopped()) break;
      if (await writeTo(deps, customer, terms, store)) sent++;
      // Another scan wrote to them, or they ordered meanwhile: not read again in this pass.
      else skipped.add(customer.userId);
    }
    if (sent) deps.mailQueued();
  }
  return sent;
}

/**
 * 'Sentimos sua falta', run every `intervalMs` on each instance: instance-safe (each customer's
 * turn is taken in one statement), and it touches no order row, so orders never wait for it.
 */
const FIRST_PASS_MS = 60_000;

export function createWinBackScan(deps: Deps) {
  const runner = createQueueRunner({
    pass: async (stopped) => {
      const sent = await scan(deps, stopped);
      if (sent) deps.logger.info({ sent }, "'Sentimos sua falta' messages queued");
    },
    everyMs: deps.intervalMs,
    logger: deps.logger,
    failure: "'Sentimos sua falta' scan failed",
  });
  // A first pass soon after start: restarts more often than the interval must not skip every scan.
  const first = setTimeout(() => void runner.kick(), Math.min(deps.intervalMs, FIRST_PASS_MS));
  first.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      await runner.stop();
    },
    /** One pass now, even once stopped (tests); resolves with how many customers it wrote to. */
    runOnce: () => scan(deps, () => false),
  };
}
