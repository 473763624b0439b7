import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { orders, whatsappMessages, whatsappOptOuts } from '@server/db/schema';

/**
 * One key per WhatsApp account: WhatsApp names many Brazilian mobiles without their ninth digit
 * ('551199998888' for '5511999998888'), so a mobile's key leaves it out.
 */
export function numberKey(number: string): string {
  const d = number.replace(/\D/g, '');
  return d.length === 13 && d.startsWith('55') && d[4] === '9' ? d.slice(0, 4) + d.slice(5) : d;
}

/** 'SAIR', whatever its case, accents, spaces or punctuation ('Sair.', ' sáir '). */
export function isStopWord(text: string): boolean {
  return (
    text
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase() === 'SAIR'
  );
}

/** The number replied 'SAIR': nothing more goes to it (what is queued is skipped when its turn comes). */
export async function optOutNumber(db: Db, number: string): Promise<void> {
  await db
    .insert(whatsappOptOuts)
    .values({ numberKey: numberKey(number) })
    .onConflictDoNothing();
}

export async function isOptedOut(db: Db, number: string): Promise<boolean> {
  const [row] = await db
    .select({ key: whatsappOptOuts.numberKey })
    .from(whatsappOptOuts)
    .where(eq(whatsappOptOuts.numberKey, numberKey(number)));
  return !!row;
}

/**
 * 'Parar de receber' in Meus Pedidos: no more messages about any of the customer's orders; what
 * is still queued is skipped. Returns how many orders it turned off.
 */
export async function stopCustomerMessages(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const turnedOff = await tx
      .update(orders)
      .set({ whatsappUpdates: false })
      .where(and(eq(orders.userId, userId), eq(orders.whatsappUpdates, true)))
      .returning({ id: orders.id });
    if (turnedOff.length)
      await tx
        .update(whatsappMessages)
        .set({ status: 'skipped' })
        .where(
          and(
            eq(whatsappMessages.status, 'queued'),
            inArray(
              whatsappMessages.orderId,
              turnedOff.map((o) => o.id),
            ),
          ),
        );
    return turnedOff.length;
  });
}
