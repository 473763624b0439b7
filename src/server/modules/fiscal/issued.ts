import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { fiscalNotes, orders } from '@server/db/schema';
import { recordOrderEvent } from '../live/record-event';
import { receiptMail } from '../mail/fiscal-mail';
import { queueMail } from '../mail/mail-queue';
import { withinDailyCap } from '../mail/recipient-cap';
import { writeDocumentJob } from '../printing/print-jobs';
import { getStoreSettings } from '../store/service';
import { danfeTicket } from './danfe-ticket';
import { receiptOf } from './receipt';
import { readFiscalSettings } from './settings';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What follows a note's authorisation or cancellation, in the transaction that records it: the
 * order's screens are told (staff and its customer), and a new note is printed on the receipt
 * printer and emailed to the customer who gave an address. Staff's 'Imprimir DANFE' prints again.
 */
export async function noteIssued(
  tx: Tx,
  orderId: string,
  deps: { publicUrl: string; receiptUrl: (orderId: string) => string },
  opts: { cancelled?: boolean } = {},
): Promise<void> {
  const [order] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      channel: orders.channel,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      proven: sql<boolean>`exists (select 1 from "user" u where u.id = ${orders.userId}
        and u.email_verified and lower(u.email) = lower(${orders.customerEmail}))`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await recordOrderEvent(tx, {
    type: 'order.fiscal_changed',
    orderId,
    userId: order.userId,
    payload: { nfce: opts.cancelled ? 'cancelled' : 'authorized' },
  });
  if (opts.cancelled) return;
  await printReceipt(tx, orderId);
  // iFood's customers are iFood's: their email is a relay we never write to.
  if (!order.customerEmail || order.channel === 'ifood') return;
  const store = await getStoreSettings(tx);
  const mail = receiptMail({
    order,
    store: { name: store.name, logoUrl: store.logoUrl },
    publicUrl: deps.publicUrl,
    proven: Boolean(order.proven),
    receiptUrl: deps.receiptUrl(orderId),
  });
  for (const m of await withinDailyCap(tx, [mail])) await queueMail(tx, m);
}

/** A note's status changed without anything to print or send (refused, cancelled at the provider): its screens are told. */
export async function noteChanged(tx: Pick<Db, 'select' | 'insert'>, orderId: string, status: string) {
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (order)
    await recordOrderEvent(tx, {
      type: 'order.fiscal_changed',
      orderId,
      userId: order.userId,
      payload: { nfce: status },
    });
}

/** The note's DANFE on the receipt printer the owner chose; false when there is none to print. */
export async function printReceipt(tx: Pick<Db, 'select' | 'insert'>, orderId: string): Promise<boolean> {
  const settings = await readFiscalSettings(tx);
  if (!settings.printerId) return false;
  const [note] = await tx.select().from(fiscalNotes).where(eq(fiscalNotes.orderId, orderId));
  const receipt = note && receiptOf(note);
  if (!receipt) return false;
  return writeDocumentJob(tx, { printerId: settings.printerId, orderId, ticket: danfeTicket(receipt) });
}
