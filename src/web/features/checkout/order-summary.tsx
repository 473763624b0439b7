import { Bike, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBRL } from '@shared/money';
import type { CartLine } from '../cart/cart-store';
import type { DeliveryFee } from './use-delivery-fee';

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

/** The summary card (docs/product.md#checkout): items, Subtotal, Taxa de entrega, Total. */
export function OrderSummary({
  lines,
  lineTotal,
  subtotalCents,
  fee,
  minOrderCents,
  freeDeliveryThresholdCents,
  deliveryTime,
}: {
  lines: CartLine[];
  lineTotal: (l: CartLine) => number;
  subtotalCents: number;
  fee: DeliveryFee;
  minOrderCents: number;
  freeDeliveryThresholdCents: number | null;
  deliveryTime?: string;
}) {
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
      {deliveryTime && (
        <p className="mb-2 flex items-center gap-2 rounded-lg bg-canvas px-3 py-2 text-sm">
          <Bike className="size-4 text-primary" aria-hidden />
          <span>
            Entrega em <span className="font-semibold">{deliveryTime}</span>
          </span>
        </p>
      )}
      <ul className="divide-y divide-line">
        {lines.map((l) => (
          <li key={l.id} className="flex gap-3 py-2.5">
            <span className="flex h-6 min-w-6 items-center justify-center rounded-md bg-canvas px-1 text-xs font-bold">
              {l.quantity}x
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium">{l.name}</p>
              {l.selectedOptions.length > 0 && (
                <p className="text-xs text-muted">{l.selectedOptions.map((o) => o.name).join(' · ')}</p>
              )}
            </div>
            <span className="text-sm font-medium whitespace-nowrap">{formatBRL(lineTotal(l))}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3">
        <Row label="Subtotal">{formatBRL(subtotalCents)}</Row>
        <Row label="Taxa de entrega">
          {fee.loading ? (
            <span className="text-muted">calculando...</span>
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
        {fee.message && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
            {fee.message}
          </p>
        )}
        <div className="my-1 border-t border-dashed border-line" />
        <Row label="Total" strong>
          <span data-testid="checkout-total">{formatBRL(subtotalCents + fee.feeCents)}</span>
        </Row>
      </dl>
      {freeDeliveryThresholdCents !== null &&
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
