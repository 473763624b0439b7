import { isOrderToken, orderToken } from '@server/auth/order-tokens';

// The invitation's link opens the order's review without signing in (docs/product.md#reviews):
// it goes only to the order's customer, by email, push or WhatsApp.
const PURPOSE = 'order-review';

export type ReviewUrl = (orderId: string) => string;

/** The address of an order's review page, '<site>/avaliar/<id>?t=<token>'. */
export function reviewUrls(publicUrl: string, secret: string): ReviewUrl {
  return (orderId) => `${publicUrl}/avaliar/${orderId}?t=${orderToken(secret, PURPOSE, orderId)}`;
}

export const isReviewToken = (secret: string, orderId: string, token: string) =>
  isOrderToken(secret, PURPOSE, orderId, token);
