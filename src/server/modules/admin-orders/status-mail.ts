import type { OrderStatus } from '@shared/order-status';
import type { Db } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { MAILED_STATUSES, orderStatusMail } from '../mail/order-mail';
import { getStoreSettings } from '../store/service';

const isMailed = (s: OrderStatus): s is (typeof MAILED_STATUSES)[number] =>
  (MAILED_STATUSES as readonly string[]).includes(s);

/** Tells the customer by email that the order went out for delivery or was cancelled (once each). */
export async function mailStatusChange(
  deps: { db: Db; mail: Mailer; publicUrl: string },
  order: { id: string; customerName: string; customerEmail: string },
  status: OrderStatus,
): Promise<void> {
  if (!isMailed(status)) return;
  const store = await getStoreSettings(deps.db);
  await deps.mail.send(
    orderStatusMail({ order, status, store: { name: store.name, logoUrl: store.logoUrl }, publicUrl: deps.publicUrl }),
  );
}
