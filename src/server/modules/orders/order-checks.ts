import { AppError } from '@server/http/errors';
import { formatBRL, parseReaisToCents } from '@shared/money';
import type { StoreSettings } from '@shared/schemas/store';
import { assertStoreOpen } from '../store/schedule-guard';
import type { OrderInput, PlaceOrderDeps } from './order-request';
import { offeredSlotStart } from './slot-capacity';

// The refusals of placing an order that are about the store and the form, not the prices: each
// throws its pt-BR 4xx before anything is charged or written.

/**
 * Whether the store takes this order now, and with the payment chosen. A scheduled order
 * (docs/product.md#scheduled-orders) may be placed while the store is closed, for one of the
 * slots offered now; any other order only while it is open. Returns the scheduled slot's start.
 */
export function checkStoreTakes(
  deps: Pick<PlaceOrderDeps, 'now' | 'pix' | 'stripe'>,
  input: OrderInput,
  store: StoreSettings,
): Date | null {
  const scheduledFor = input.scheduledFor ? offeredSlotStart(store, input.scheduledFor, deps.now()) : null;
  if (!scheduledFor) assertStoreOpen(store, deps.now());
  const { paymentMethod } = input.form;
  if (paymentMethod === 'pix' && !store.pixKey && !deps.pix)
    throw new AppError(400, 'PIX não está disponível nesta loja. Escolha outra forma de pagamento.', 'pix_unavailable');
  if (paymentMethod === 'stripe' && !deps.stripe)
    throw new AppError(400, 'Pagamento online indisponível. Escolha outra forma de pagamento.', 'stripe_unavailable');
  return scheduledFor;
}

/** 'Troco para quanto?' of a cash order, in cents: a note at least the total; null when none is asked. */
export function changeForCents(form: OrderInput['form'], totalCents: number): number | null {
  if (form.paymentMethod !== 'cash' || !form.change) return null;
  const cents = parseReaisToCents(form.change);
  if (cents === null) throw new AppError(400, 'Valor de troco inválido', 'invalid_change');
  if (cents < totalCents)
    throw new AppError(
      400,
      `O troco deve ser para um valor igual ou maior que o total (${formatBRL(totalCents)}).`,
      'change_too_low',
    );
  return cents;
}
