import type { z } from 'zod';
import type { Auth } from '@server/auth/auth';
import type { Db } from '@server/db/client';
import type { SessionUser } from '@server/http/context';
import type { Logger } from '@server/logger';
import type { Fulfilment, STAFF_CHANNELS } from '@shared/order-status';
import type { PlaceOrderResult, placeOrderSchema } from '@shared/schemas/checkout';
import type { StaffDiscount } from '@shared/staff-discount';
import type { Geocoder } from '../geo/geocoder';
import type { Mailer } from '../mail/mailer';
import type { PixPayments } from '../payments/pix-charges';
import type { StripeClient } from '../payments/stripe-client';
import type { OrderMailFeed } from './order-mail-feed';
import type { PreOrderRead } from './pre-order-read';
import type { PriceListCache } from './price-list';

// What the steps of placing an order (place-order.ts) share: the app's parts they use, and the
// order as the customer sent it.

export type PlaceOrderDeps = {
  db: Db;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  geocoder: Geocoder | null;
  stripe: StripeClient | null;
  /** The bank's API Pix (decision 008); null: PIX is the static code. */
  pix: PixPayments | null;
  priceList: PriceListCache;
  mail: Mailer;
  orderMails: OrderMailFeed;
  publicUrl: string;
  /** How long an order paid online waits for its payment (PAYMENT_EXPIRY_MINUTES). */
  paymentExpiryMs: number;
  /** Signs the claim token of an order left without an owner (claim-token.ts). */
  claimSecret: string;
  /**
   * Whether a new guest's account may be made now (the account-creation limit of the caller's
   * network); when not, the order is still written and its email carries a link that makes the
   * account (docs/security.md#request-limits). Asked only for a new guest.
   */
  mayCreateAccount?: () => Promise<boolean>;
};

type CheckoutInput = z.output<typeof placeOrderSchema>;
/** The order as the checkout sends it; one staff take may also be eaten at the counter (dine_in). */
export type OrderInput = Omit<CheckoutInput, 'form'> & {
  form: Omit<CheckoutInput['form'], 'fulfilment'> & { fulfilment: Fulfilment };
};

/**
 * An order staff take on the phone or at the counter (docs/product.md#phone-and-counter-orders):
 * who took it, where, and the discount they gave instead of a coupon.
 */
export type StaffTaking = {
  staffId: string;
  channel: (typeof STAFF_CHANNELS)[number];
  discount: StaffDiscount | null;
};

/** One order being placed: what was sent, by whom, and the email its messages go to. */
export type OrderRequest = {
  input: OrderInput;
  user: SessionUser | null;
  /** The account's own address when signed in, else the one typed (docs/security.md#email). */
  email: string;
  headers: Headers;
  /** Taken by staff: priced the same, written accepted, with no owner and no email. */
  staff?: StaffTaking;
};

/** What an order is priced from: the price list in memory, or a fresh read of the database. */
export type PricedFrom = Omit<PreOrderRead, 'replayOf'>;

/** placeOrder's answer: the contract's, and the new guest's session cookies for the route to set. */
export type PlacedOrder = PlaceOrderResult & { setCookies: string[] };
