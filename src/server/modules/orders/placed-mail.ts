import type { OrderView } from '@shared/contract/orders';
import type { OrderAddress } from '@shared/customer-orders';
import type { StoreSettings } from '@shared/schemas/store';
import { setPasswordUrl } from '../../auth/password-tokens';
import type { Db } from '../../db/client';
import type { QueuedMail } from '../mail/mailer';
import { orderPlacedMail } from '../mail/order-mail';

/**
 * 'Pedido recebido' (docs/product.md#email), once the order is placed, or paid when it waited
 * for an online payment. A new guest's carries the link that sets the password of the account
 * the order made (made here, in the caller's transaction); it goes to an address nobody has
 * proven, so it shows nothing the customer typed.
 */
export async function placedMail(
  db: Pick<Db, 'insert'>,
  opts: {
    order: OrderView;
    address: OrderAddress | null;
    store: Pick<StoreSettings, 'name' | 'logoUrl' | 'address'>;
    publicUrl: string;
    /** The order made a guest's account: its owner gets the link to choose a password. */
    newGuest: { userId: string | null } | null;
    proven: boolean;
  },
): Promise<QueuedMail> {
  const { order, store, publicUrl, newGuest } = opts;
  return orderPlacedMail({
    order,
    address: opts.address,
    store: { name: store.name, logoUrl: store.logoUrl },
    storeAddress: store.address,
    publicUrl,
    setPasswordUrl: newGuest?.userId ? await setPasswordUrl(db, publicUrl, newGuest.userId) : undefined,
    proven: opts.proven && !newGuest,
  });
}
