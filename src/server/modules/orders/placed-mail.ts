import { newAccountUrl, setPasswordUrl } from '@server/auth/password-tokens';
import type { Db } from '@server/db/client';
import type { OrderView } from '@shared/contract/orders';
import type { OrderAddress } from '@shared/customer-orders';
import type { StoreSettings } from '@shared/schemas/store';
import { orderPlacedMail } from '../mail/order-mail';
import type { QueuedMail } from '../mail/transport';

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
    /**
     * A new guest's order: the link to choose the password of the account it made, or, when none
     * could be made at once, the link that makes it.
     */
    newGuest: { userId: string | null; email: string } | null;
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
    setPasswordUrl: newGuest
      ? newGuest.userId
        ? await setPasswordUrl(db, publicUrl, newGuest.userId)
        : await newAccountUrl(db, publicUrl, newGuest.email)
      : undefined,
    proven: opts.proven && !newGuest,
  });
}
