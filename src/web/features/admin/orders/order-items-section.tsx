import { UtensilsCrossed } from 'lucide-react';
import { formatBRL } from '@shared/money';
import { itemChoiceLines } from '@shared/option-choices';
import { CouponDiscountRow } from '@web/components/coupon-discount-row';
import { DetailSection } from './detail-section';
import type { AdminOrderDetail } from './orders-api';

function Money({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-base font-bold' : 'flex justify-between text-muted'}>
      <dt>{label}</dt>
      <dd className={strong ? '' : 'text-ink'}>
        {cents === 0 && label === 'Taxa de entrega' ? 'Grátis' : formatBRL(cents)}
      </dd>
    </div>
  );
}

/** 'Itens': each item with its choices and price, then subtotal, delivery fee, coupon and total. */
export function OrderItemsSection({ order }: { order: AdminOrderDetail }) {
  return (
    <DetailSection title="Itens" icon={UtensilsCrossed}>
      <ul className="flex flex-col gap-2">
        {order.items.map((i) => (
          <li key={i.id} className="flex gap-2">
            <span className="font-semibold text-muted">{i.quantity}x</span>
            <div className="min-w-0 flex-1">
              <p className="font-medium">{i.name}</p>
              {itemChoiceLines(i.parts, i.selectedOptions).map((g) => (
                <p key={g.title} className="pl-2 text-muted">
                  {g.title}: {g.names}
                  {g.priceCents > 0 && ` (+${formatBRL(g.priceCents)})`}
                </p>
              ))}
            </div>
            <span className="whitespace-nowrap">{formatBRL(i.totalPriceCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 flex flex-col gap-1 rounded-xl bg-canvas p-3">
        <Money label="Subtotal" cents={order.subtotalCents} />
        {order.fulfilment === 'delivery' && <Money label="Taxa de entrega" cents={order.deliveryFeeCents} />}
        <CouponDiscountRow order={order} className="text-muted" />
        <Money label="Total" cents={order.totalCents} strong />
      </dl>
    </DetailSection>
  );
}
