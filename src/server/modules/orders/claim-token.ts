import { isOrderToken, orderToken } from '@server/auth/order-tokens';

// The proof that a browser placed a guest order waiting for its owner (docs/decisions/016):
// placing it answers this token to that browser only (and to a retry with the same key and
// email), which keeps it; claiming with it needs no emailed link.
const PURPOSE = 'order-claim';

/** The claim token of an order. */
export const claimTokenFor = (secret: string, orderId: string) => orderToken(secret, PURPOSE, orderId);

/** Whether `token` is the order's claim token. */
export const isClaimToken = (secret: string, orderId: string, token: string | undefined) =>
  isOrderToken(secret, PURPOSE, orderId, token);
