import type { PlaceOrderResult } from '@shared/schemas/checkout';
import type { StoreSettings } from '@shared/schemas/store';
import { claimTokenFor } from './claim-token';
import { createGuestAccount, linkGuestOrder } from './guest-account';
import type { OrderRequest, PlacedOrder, PlaceOrderDeps } from './order-request';
import { placedOrderView } from './order-view';
import type { OrderToWrite } from './order-write';
import { placedMail } from './placed-mail';

// After a new order is written: who owns it, its first email, and what the customer is answered.

/**
 * The answer to a new order. Its owner is the signed-in user, a new guest's account, or nobody
 * yet (a known email: the order waits to be claimed, with the claim token). The customer's copy
 * of the order is written from the order's event (order-mail-feed.ts), off the order's path; a
 * guest whose email is new gets it here, once the account exists, with the link to choose a
 * password. An order awaiting its online payment mails nobody until it is paid (the feed writes
 * it then).
 */
export async function answerPlaced(
  deps: PlaceOrderDeps,
  request: OrderRequest,
  store: StoreSettings,
  order: OrderToWrite,
  createdAt: Date,
): Promise<PlacedOrder> {
  const { row, priced, charge } = order;
  const owner = await ownerOf(deps, request, order);
  const pix = charge.pixCharge;
  const view = placedOrderView(
    { ...row, createdAt },
    priced.lines,
    store,
    pix && { code: pix.copiaECola, expiresAt: pix.expiresAt },
  );
  if (order.newGuest && row.status !== 'awaiting_payment')
    await deps.mail.send(
      await placedMail(deps.db, {
        order: view,
        address: row.address,
        store,
        publicUrl: deps.publicUrl,
        newGuest: { userId: owner.guestId, email: request.email },
        proven: false,
      }),
    );
  else deps.orderMails.kick();
  return {
    order: view,
    next: owner.next,
    clientSecret: charge.paymentIntent?.clientSecret ?? null,
    claimToken: owner.next === 'claim' ? claimTokenFor(deps.claimSecret, row.id) : null,
    setCookies: owner.setCookies,
  };
}

type Owner = { next: PlaceOrderResult['next']; guestId: string | null; setCookies: string[] };

/** A new guest gets an account, signed in at once, unless the account limit says not now. */
async function ownerOf(
  deps: Pick<PlaceOrderDeps, 'auth' | 'db' | 'logger' | 'mayCreateAccount'>,
  { user, input, email, headers }: OrderRequest,
  order: OrderToWrite,
): Promise<Owner> {
  const asIs: Owner = { next: user ? 'orders' : 'claim', guestId: null, setCookies: [] };
  if (!order.newGuest || !(await (deps.mayCreateAccount?.() ?? true))) return asIs;
  const account = await createGuestAccount(deps.auth, deps.db, deps.logger, { name: input.form.name, email }, headers);
  if (!account) return asIs;
  await linkGuestOrder(deps.db, order.row.id, account.userId, {
    phone: input.form.phone,
    address: order.priced.address,
  });
  return { next: 'orders', guestId: account.userId, setCookies: account.setCookies };
}
