import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoupon } from '@shared/contract/coupons';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponRow } from './coupon-row';
import { useAdminCoupons } from './coupons-api';
import { useCouponActions } from './use-coupon-actions';

/** /admin/coupons: the store's 'Cupons de desconto' (docs/product.md#coupons). */
export function CouponsPage() {
  const list = useAdminCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminCoupon | null>(null);
  const { toggle, remove } = useCouponActions(() => setRemoving(null));
  const now = new Date();

  return (
    <div className="mx-auto flex max-w-5xl flex-col">
      <PageHeader
        title="Cupons"
        subtitle="Códigos de desconto que o cliente digita no checkout."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-5" aria-hidden /> Novo cupom
          </Button>
        }
      />
      {list.isPending ? (
        <LoadingState text="Carregando cupons..." />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          Falha ao buscar cupons
        </p>
      ) : list.data.length === 0 ? (
        <NoCoupons />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line" aria-label="Cupons">
            {list.data.map((c) => (
              <CouponRow
                key={c.id}
                coupon={c}
                now={now}
                toggling={toggle.isPending}
                onToggle={(active) => toggle.mutate({ id: c.id, active })}
                onEdit={() => setEditing(c)}
                onRemove={() => setRemoving(c)}
              />
            ))}
          </ul>
        </Card>
      )}
      {editing && (
        <CouponFormDialog coupon={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <RemoveCouponDialog
        coupon={removing}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(c) => remove.mutate(c.id)}
      />
    </div>
  );
}

function NoCoupons() {
  return (
    <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
      <TicketPercent className="size-10" aria-hidden />
      <p>Nenhum cupom ainda. Crie o primeiro para trazer clientes de volta.</p>
    </Card>
  );
}

/** 'Excluir cupom?': a coupon already used is switched off instead, and the dialog says so. */
function RemoveCouponDialog({
  coupon,
  busy,
  onCancel,
  onConfirm,
}: {
  coupon: AdminCoupon | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (coupon: AdminCoupon) => void;
}) {
  return (
    <ConfirmDialog
      open={!!coupon}
      onOpenChange={(o) => !o && onCancel()}
      title="Excluir cupom?"
      description={
        coupon && coupon.usedCount > 0
          ? `O cupom ${coupon.code} já foi usado: ele será desativado e os pedidos continuam mostrando o desconto.`
          : `O cupom ${coupon?.code ?? ''} será removido.`
      }
      busy={busy}
      onConfirm={() => coupon && onConfirm(coupon)}
    />
  );
}
