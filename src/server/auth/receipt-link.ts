import { isOrderToken, orderToken } from './order-tokens';

// The customer's NFC-e page (docs/product.md#nfc-e) opens without signing in, as the email's
// link must: it carries the order's token for this purpose. Here, below the modules, because
// both the notes (modules/fiscal) and the customer's orders (modules/customer-orders) link to it.
const PURPOSE = 'order-nfce';

/** '<site>/nfce/<id>?t=<token>'. */
export function receiptUrls(publicUrl: string, secret: string) {
  return (orderId: string) => `${publicUrl}/nfce/${orderId}?t=${orderToken(secret, PURPOSE, orderId)}`;
}

export const isReceiptToken = (secret: string, orderId: string, token: string | undefined) =>
  isOrderToken(secret, PURPOSE, orderId, token);
