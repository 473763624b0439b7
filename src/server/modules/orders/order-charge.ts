import { AppError } from '@server/http/errors';
import { shortOrderId } from '@shared/order-number';
import type { StoreSettings } from '@shared/schemas/store';
import { PixApiError } from '../payments/pix-api/types';
import { chargeDescription, openCharge, pixBrCode, type NewPixCharge } from '../payments/pix-charges';
import { StripeError } from '../payments/stripe-client';
import type { OrderInput, OrderRequest, PlaceOrderDeps } from './order-request';

// Paying online: the provider is asked for the server's total before the order is written, so a
// refused payment saves nothing, and a write that then fails withdraws what was made for it.

export const PAYMENT_FAILED_MESSAGE = 'Erro ao processar pagamento. Tente novamente.';

type ChargeDeps = Pick<PlaceOrderDeps, 'stripe' | 'pix' | 'logger' | 'now'>;

/** What was made at the provider for the order: a card's PaymentIntent or a bank's PIX charge. */
export type OnlineCharge = {
  paymentIntent: { id: string; clientSecret: string } | null;
  pixCharge: NewPixCharge | null;
};

/** Card online, and PIX charged at the bank: the provider is called before the order is written. */
export const chargedBeforeWrite = (deps: Pick<PlaceOrderDeps, 'pix'>, input: OrderInput) =>
  input.form.paymentMethod === 'stripe' || (input.form.paymentMethod === 'pix' && deps.pix !== null);

/** The least a card (Stripe's minimum in reais) or a bank charge is made for. */
const MIN_ONLINE_CENTS = 50;
export const ONLINE_MINIMUM_MESSAGE =
  'Pagamentos online precisam de pelo menos R$ 0,50. Escolha pagar na entrega ou use menos saldo.';

/** The order's charge at its provider, for `totalCents`; nothing when it is paid on delivery or by the static PIX code. */
export async function chargeOnline(
  deps: ChargeDeps,
  { input, email }: OrderRequest,
  order: { id: string; totalCents: number; store: StoreSettings },
): Promise<OnlineCharge> {
  const none = { paymentIntent: null, pixCharge: null };
  const method = input.form.paymentMethod;
  // A coupon or the cashback balance can bring the total below what a card or bank charge takes.
  if ((method === 'stripe' || (method === 'pix' && deps.pix)) && order.totalCents < MIN_ONLINE_CENTS)
    throw new AppError(422, ONLINE_MINIMUM_MESSAGE, 'below_online_minimum');
  if (input.form.paymentMethod === 'stripe')
    return { ...none, paymentIntent: await createIntent(deps, order, input.form.name, email) };
  if (input.form.paymentMethod === 'pix' && deps.pix) return { ...none, pixCharge: await openPixCharge(deps, order) };
  return none;
}

/** Card online: the PaymentIntent first, for the server's amount; a failure saves nothing. */
async function createIntent(deps: ChargeDeps, order: { id: string; totalCents: number }, name: string, email: string) {
  try {
    return await deps.stripe!.createPaymentIntent({
      amountCents: order.totalCents,
      orderId: order.id,
      customerName: name,
      customerEmail: email,
    });
  } catch (err) {
    if (!(err instanceof StripeError)) throw err;
    deps.logger.warn({ err }, 'payment intent failed');
    throw new AppError(502, PAYMENT_FAILED_MESSAGE, 'payment_failed');
  }
}

/**
 * PIX with the bank's API: a charge for the server's total before the order is saved
 * (docs/decisions/008); the order waits for the bank to say it was paid.
 */
async function openPixCharge(deps: ChargeDeps, order: { id: string; totalCents: number; store: StoreSettings }) {
  try {
    return await openCharge(
      deps.pix!,
      {
        orderId: order.id,
        amountCents: order.totalCents,
        description: chargeDescription(shortOrderId(order.id), order.store.name),
        now: deps.now(),
      },
      pixBrCode(order.store),
    );
  } catch (err) {
    if (!(err instanceof PixApiError)) throw err;
    deps.logger.warn({ err }, 'PIX charge failed');
    throw new AppError(502, PAYMENT_FAILED_MESSAGE, 'payment_failed');
  }
}

/** Withdraws a bank charge whose order was not saved (best effort: it expires anyway). */
export function withdrawCharge(deps: Pick<PlaceOrderDeps, 'pix' | 'logger'>, txid: string) {
  return deps
    .pix!.api.removeCharge(txid)
    .then(() => undefined)
    .catch((err: unknown) => deps.logger.warn({ err, txid }, 'PIX charge withdrawal failed'));
}
