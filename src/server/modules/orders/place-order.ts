import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@server/http/context';
import { AppError } from '@server/http/errors';
import type { PlaceOrderResult } from '@shared/schemas/checkout';
import { answerPlaced } from './order-answer';
import { chargedBeforeWrite, chargeOnline } from './order-charge';
import { changeForCents, checkStoreTakes } from './order-checks';
import { priceOrder } from './order-pricing';
import { replayed } from './order-replay';
import type { OrderInput, OrderRequest, PlacedOrder, PlaceOrderDeps, PricedFrom } from './order-request';
import { orderRow, writeOrReplay } from './order-write';
import { readBeforeOrder } from './pre-order-read';
import { pricesForCart } from './price-list';

export const PRICES_CHANGED_MESSAGE =
  'Os preços do cardápio mudaram enquanto você finalizava. Confira o carrinho e tente novamente.';

/**
 * Places an order (docs/product.md#pricing): prices, fee and total from the database, every refusal as a
 * pt-BR 4xx, one atomic statement for the order, its items, its first status, its event and
 * the profile's missing fields. A repeated idempotency key returns the first order. Guests with
 * a new email get an account signed in at once (`setCookies`); a known email leaves the order
 * unowned, to be claimed.
 *
 * Round trips are what an order costs (docs/decisions/004). A signed-in customer not paying online has
 * nothing irreversible happen before the write (no payment intent, no new account), so the
 * order is priced from the price list in memory and written in one statement that checks
 * the list against the database. A stale list, or any refusal it leads to, is decided again
 * from a fresh read: the database has the last word.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  input: OrderInput,
  user: SessionUser | null,
  headers: Headers,
): Promise<PlaceOrderResult & { setCookies: string[] }> {
  // A signed-in customer's order is the account's: its emails go to the account's own address,
  // never to one typed at checkout (docs/security.md#email).
  const request = { input, user, email: (user?.email ?? input.form.email).toLowerCase(), headers };
  if (user && !chargedBeforeWrite(deps, input)) {
    const placed = await placeFromPriceList(deps, request).catch((err: unknown) => {
      if (err instanceof AppError) return null;
      throw err;
    });
    if (placed) return placed;
  }

  const read = await readBeforeOrder(deps.db, {
    key: input.idempotencyKey,
    items: input.items,
    userId: user?.id ?? null,
    email: request.email,
  });
  if (read.replayOf) {
    const replay = await replayed(deps, request);
    if (replay) return replay;
  }
  const placed = await placeFrom(deps, request, read);
  if (!placed) throw new AppError(409, PRICES_CHANGED_MESSAGE, 'prices_changed');
  return placed;
}

/** The fast path: priced from the price list in memory; null when the write found it stale. */
async function placeFromPriceList(deps: PlaceOrderDeps, request: OrderRequest) {
  const list = await deps.priceList.get();
  const pricedFrom = {
    store: list.store,
    storeVersion: list.storeVersion,
    neighbourhoods: list.neighbourhoods,
    cashback: list.cashback,
    menu: pricesForCart(list.prices, request.input.items),
    emailTaken: false,
  };
  const placed = await placeFrom(deps, request, pricedFrom);
  if (!placed) deps.priceList.drop();
  return placed;
}

/**
 * The steps of placing an order priced from `from`: the store takes it, it is priced, paid
 * online when that is the choice, then written (or found already written under its key) and
 * answered. Null when the write found the menu or the store changed.
 */
async function placeFrom(deps: PlaceOrderDeps, request: OrderRequest, from: PricedFrom): Promise<PlacedOrder | null> {
  const scheduledFor = checkStoreTakes(deps, request.input, from.store);
  const priced = await priceOrder(deps, request, from);
  const change = changeForCents(request.input.form, priced.totalCents);
  const id = randomUUID();
  const charge = await chargeOnline(deps, request, { id, totalCents: priced.totalCents, store: from.store });
  const row = orderRow(deps, request, { id, priced, charge, scheduledFor, changeForCents: change });
  const order = { row, priced, charge, scheduledFor, newGuest: !request.user && !from.emailTaken };
  const createdAt = await writeOrReplay(deps, request, from, order);
  // Not a new order: the first one of this key, or null when the menu changed meanwhile.
  if (!(createdAt instanceof Date)) return createdAt;
  return answerPlaced(deps, request, from.store, order, createdAt);
}
