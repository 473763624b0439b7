import { formatBRL } from '@shared/money';
import type { DeliveryFee } from './use-order-quote';

/**
 * The value of 'Taxa de entrega': being worked out, waiting for the bairro, refused, free (the
 * base fee struck out) or the fee.
 */
export function DeliveryFeeValue({ fee }: { fee: DeliveryFee }) {
  if (fee.loading) return <span className="text-muted">calculando...</span>;
  if (fee.awaitingBairro) return <span className="text-muted">conforme o bairro</span>;
  if (fee.refused) return <span className="font-semibold text-danger">Indisponível</span>;
  if (fee.free)
    return (
      <span className="flex items-baseline gap-1.5">
        <s className="text-xs text-muted">{formatBRL(fee.baseFeeCents)}</s>
        <span className="font-semibold text-success">Grátis</span>
      </span>
    );
  return formatBRL(fee.feeCents);
}

/**
 * Under the fee: the distance from the store, or the fee's message instead, an alert when the
 * store does not deliver there ('delivery-refused'), else a note.
 */
export function DeliveryFeeNote({ fee }: { fee: DeliveryFee }) {
  if (fee.message && fee.refused)
    return (
      <p
        role="alert"
        data-testid="delivery-refused"
        className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
      >
        {fee.message}
      </p>
    );
  if (fee.message)
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        {fee.message}
      </p>
    );
  if (fee.distanceKm !== null)
    return <p className="text-right text-xs text-muted">{fee.distanceKm.toFixed(1).replace('.', ',')} km da loja</p>;
  return null;
}
