import { Bike, Receipt, ShoppingBag, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBRL } from '@shared/money';
import type { DeliveryFee } from './use-order-quote';

/** A cart line as the summary shows it: priced by the server's quote, or why it cannot be ordered. */
export type SummaryLine = {
  id: string;
  name: string;
  quantity: number;
  options: string[];
  totalCents: number;
  /** The server's reason this line cannot be ordered as it is; the customer removes it. */
  problem: string | null;
};

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between text-lg font-bold'
          : 'flex items-baseline justify-between text-sm text-muted'
      }
    >
      <dt>{label}</dt>
      <dd className={strong ? undefined : 'text-ink'}>{children}</dd>
    </div>
  );
}

/** The summary card (docs/product.md#checkout): items, Subtotal, Taxa de entrega (R$ 0,00 for pickup), Total. */
export function OrderSummary({
  lines,
  onRemove,
  subtotalCents,
  totalCents,
  fee,
  minOrderCents,
  freeDeliveryThresholdCents,
  time,
  coupon,
}: {
  lines: SummaryLine[];
  onRemove: (id: string) => void;
  subtotalCents: number;
  totalCents: number;
  fee: DeliveryFee;
  minOrderCents: number;
  freeDeliveryThresholdCents: number | null;
  /** 'Entrega em 40-50 min', or 'Retirada em 15-25 min' for pickup (docs/product.md#pickup). */
  time?: { label: string; value: string; pickup: boolean };
  /** The applied coupon's line, 'Cupom PRIMEIRA10' '−R$ 5,00' (docs/product.md#coupons). */
  coupon?: { label: string; value: string } | null;
}) {
  const TimeIcon = time?.pickup ? ShoppingBag : Bike;
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-sm sm:p-5"
    >
      <h2 id="checkout-summary" className="mb-3 flex items-center gap-2.5 text-base font-bold">
        <span className="flex size-8 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Receipt className="size-4" aria-hidden />
        </span>
        Resumo do pedido
      </h2>
      {time?.value && (
        <p className="mb-2 flex items-center gap-2 rounded-lg bg-canvas px-3 py-2 text-sm">
          <TimeIcon className="size-4 text-primary" aria-hidden />
          <span>
            {time.label} <span className="font-semibold">{time.value}</span>
          </span>
        </p>
      )}
      <ul className="divide-y divide-line">
        {lines.map((l) => (
          <li key={l.id} className="flex gap-3 py-2.5" data-testid="summary-line">
            <span className="flex h-6 min-w-6 items-center justify-center rounded-md bg-canvas px-1 text-xs font-bold">
              {l.quantity}x
            </span>
            <div className="min-w-0 flex-1">
              <p className={l.problem ? 'text-sm font-medium text-muted line-through' : 'text-sm font-medium'}>
                {l.name}
              </p>
              {l.options.length > 0 && <p className="text-xs text-muted">{l.options.join(' · ')}</p>}
              {l.problem && (
                <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="text-xs font-medium text-danger">{l.problem}</p>
                  <button
                    type="button"
                    onClick={() => onRemove(l.id)}
                    className="-my-2 inline-flex min-h-11 items-center gap-1 text-xs font-semibold text-primary hover:underline"
                  >
                    <Trash2 className="size-3.5" aria-hidden />
                    Remover<span className="sr-only"> {l.name}</span>
                  </button>
                </div>
              )}
            </div>
            {!l.problem && <span className="text-sm font-medium whitespace-nowrap">{formatBRL(l.totalCents)}</span>}
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3">
        <Row label="Subtotal">{formatBRL(subtotalCents)}</Row>
        <Row label="Taxa de entrega">
          {fee.loading ? (
            <span className="text-muted">calculando...</span>
          ) : fee.awaitingBairro ? (
            <span className="text-muted">conforme o bairro</span>
          ) : fee.refused ? (
            <span className="font-semibold text-danger">Indisponível</span>
          ) : fee.free ? (
            <span className="flex items-baseline gap-1.5">
              <s className="text-xs text-muted">{formatBRL(fee.baseFeeCents)}</s>
              <span className="font-semibold text-success">Grátis</span>
            </span>
          ) : (
            formatBRL(fee.feeCents)
          )}
        </Row>
        {fee.distanceKm !== null && !fee.message && (
          <p className="text-right text-xs text-muted">{fee.distanceKm.toFixed(1).replace('.', ',')} km da loja</p>
        )}
        {fee.message &&
          (fee.refused ? (
            <p
              role="alert"
              data-testid="delivery-refused"
              className="rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger"
            >
              {fee.message}
            </p>
          ) : (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
              {fee.message}
            </p>
          ))}
        {coupon && (
          <Row label={coupon.label}>
            <span className="font-semibold text-success" data-testid="checkout-discount">
              {coupon.value}
            </span>
          </Row>
        )}
        <div className="my-1 border-t border-dashed border-line" />
        <Row label="Total" strong>
          <span data-testid="checkout-total">{formatBRL(totalCents)}</span>
        </Row>
      </dl>
      {freeDeliveryThresholdCents !== null &&
        !fee.refused &&
        freeDeliveryThresholdCents > subtotalCents &&
        subtotalCents >= minOrderCents && (
          <p className="mt-3 rounded-lg bg-primary-soft px-3 py-2 text-xs text-primary">
            Faltam {formatBRL(freeDeliveryThresholdCents - subtotalCents)} para a entrega grátis.
          </p>
        )}
      {subtotalCents < minOrderCents && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Pedido mínimo: {formatBRL(minOrderCents)}. Faltam {formatBRL(minOrderCents - subtotalCents)}.
        </p>
      )}
    </section>
  );
}
