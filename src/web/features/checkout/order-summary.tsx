import { Bike, Receipt, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBRL } from '@shared/money';
import { DeliveryFeeNote, DeliveryFeeValue } from './summary-fee';
import { SummaryLineItem, type SummaryLine } from './summary-line-item';
import type { DeliveryFee } from './use-order-quote';

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

type SummaryTimeLine = { label: string; value: string; pickup: boolean };

/** When the order comes, above the lines: 'Entrega em 40-50 min', with a bike (or a bag for pickup). */
function SummaryTime({ time }: { time: SummaryTimeLine }) {
  const TimeIcon = time.pickup ? ShoppingBag : Bike;
  return (
    <p className="mb-2 flex items-center gap-2 rounded-lg bg-canvas px-3 py-2 text-sm">
      <TimeIcon className="size-4 text-primary" aria-hidden />
      <span>
        {time.label} <span className="font-semibold">{time.value}</span>
      </span>
    </p>
  );
}

/**
 * Under the totals: how much more makes delivery free (not while the store refuses to deliver
 * there), and the minimum order while the subtotal is below it.
 */
function SummaryHints({
  subtotalCents,
  minOrderCents,
  freeDeliveryThresholdCents,
  deliveryRefused,
}: {
  subtotalCents: number;
  minOrderCents: number;
  freeDeliveryThresholdCents: number | null;
  deliveryRefused: boolean;
}) {
  return (
    <>
      {freeDeliveryThresholdCents !== null &&
        !deliveryRefused &&
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
    </>
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
  cashback,
}: {
  lines: SummaryLine[];
  onRemove: (id: string) => void;
  subtotalCents: number;
  totalCents: number;
  fee: DeliveryFee;
  minOrderCents: number;
  freeDeliveryThresholdCents: number | null;
  /** 'Entrega em 40-50 min', or 'Retirada em 15-25 min' for pickup (docs/product.md#pickup). */
  time?: SummaryTimeLine;
  /** The applied coupon's line, 'Cupom PRIMEIRA10' '−R$ 5,00' (docs/product.md#coupons). */
  coupon?: { label: string; value: string } | null;
  /** The cashback balance used, 'Saldo de cashback' '−R$ 4,50' (docs/product.md#cashback). */
  cashback?: { label: string; value: string } | null;
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
      {time?.value && <SummaryTime time={time} />}
      <ul className="divide-y divide-line">
        {lines.map((l) => (
          <SummaryLineItem key={l.id} line={l} onRemove={onRemove} />
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3">
        <Row label="Subtotal">{formatBRL(subtotalCents)}</Row>
        <Row label="Taxa de entrega">
          <DeliveryFeeValue fee={fee} />
        </Row>
        <DeliveryFeeNote fee={fee} />
        {coupon && (
          <Row label={coupon.label}>
            <span className="font-semibold text-success" data-testid="checkout-discount">
              {coupon.value}
            </span>
          </Row>
        )}
        {cashback && (
          <Row label={cashback.label}>
            <span className="font-semibold text-success" data-testid="checkout-cashback">
              {cashback.value}
            </span>
          </Row>
        )}
        <div className="my-1 border-t border-dashed border-line" />
        <Row label="Total" strong>
          <span data-testid="checkout-total">{formatBRL(totalCents)}</span>
        </Row>
      </dl>
      <SummaryHints
        subtotalCents={subtotalCents}
        minOrderCents={minOrderCents}
        freeDeliveryThresholdCents={freeDeliveryThresholdCents}
        deliveryRefused={fee.refused}
      />
    </section>
  );
}
