import { Pencil, Trash2 } from 'lucide-react';
import type { AdminCoupon } from '@shared/contract/coupons';
import { couponTermsLabel } from '@shared/coupons';
import { Button } from '@web/components/ui/button';
import { CouponActiveSwitch } from './coupon-active-switch';
import { conditionsLabel, couponState, validityLabel } from './coupon-draft';

const usesLabel = (c: AdminCoupon) =>
  c.maxUses !== null
    ? `${c.usedCount}/${c.maxUses} usos`
    : `${c.usedCount === 1 ? '1 uso' : `${c.usedCount} usos`} · sem limite`;

/** One coupon of the list: code, terms and state; its 'Ativo' switch; edit and delete. */
export function CouponRow({
  coupon: c,
  now,
  toggling,
  onToggle,
  onEdit,
  onRemove,
}: {
  coupon: AdminCoupon;
  now: Date;
  /** A switch is being saved: every row's switch waits for it. */
  toggling: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const state = couponState(c, now);
  return (
    <li
      data-testid="coupon-row"
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-md border border-dashed border-primary/50 bg-primary-soft px-2 py-0.5 font-mono text-sm font-bold tracking-wide text-primary">
            {c.code}
          </span>
          <span className="font-semibold">{couponTermsLabel(c)}</span>
          {state && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{state}</span>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">{conditionsLabel(c)}</p>
        <p className="text-sm text-muted">
          {validityLabel(c)} · <span data-testid="coupon-uses">{usesLabel(c)}</span>
        </p>
      </div>
      <div className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1">
        <CouponActiveSwitch code={c.code} active={c.active} busy={toggling} onChange={onToggle} />
      </div>
      <div className="col-start-2 row-span-2 row-start-1 flex flex-col sm:col-start-3 sm:row-span-1 sm:flex-row">
        <Button variant="ghost" size="icon" aria-label={`Editar ${c.code}`} onClick={onEdit}>
          <Pencil className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Excluir ${c.code}`} className="text-danger" onClick={onRemove}>
          <Trash2 className="size-5" />
        </Button>
      </div>
    </li>
  );
}
