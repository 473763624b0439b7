import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminCoupon } from '@shared/contract/coupons';
import { couponTermsLabel } from '@shared/coupons';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageHeader } from '../ui/page-header';
import { CouponActiveSwitch } from './coupon-active-switch';
import { conditionsLabel, couponState, validityLabel } from './coupon-draft';
import { CouponFormDialog } from './coupon-form-dialog';
import { COUPONS_KEY, deleteCoupon, setCouponActive, useAdminCoupons } from './coupons-api';

const usesLabel = (c: AdminCoupon) =>
  c.maxUses !== null
    ? `${c.usedCount}/${c.maxUses} usos`
    : `${c.usedCount === 1 ? '1 uso' : `${c.usedCount} usos`} · sem limite`;

/** /admin/coupons: the store's 'Cupons de desconto' (docs/product.md#coupons). */
export function CouponsPage() {
  const qc = useQueryClient();
  const list = useAdminCoupons();
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminCoupon | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: COUPONS_KEY });
  const toggle = useMutation({
    mutationFn: (v: { id: string; active: boolean }) => setCouponActive(v.id, v.active),
    onSuccess: (c) => {
      toast.success(c.active ? `Cupom ${c.code} ativado` : `Cupom ${c.code} desativado`);
      void refresh();
    },
    onError: (e) => toast.error(e.message || 'Erro ao salvar cupom'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCoupon(id),
    onSuccess: (r) => {
      toast.success(r.deleted ? 'Cupom excluído' : 'Cupom já usado em pedidos: foi desativado');
      setRemoving(null);
      void refresh();
    },
    onError: (e) => {
      setRemoving(null);
      toast.error(e.message || 'Erro ao excluir cupom');
    },
  });
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
        <Card className="flex flex-col items-center gap-2 p-10 text-center text-muted">
          <TicketPercent className="size-10" aria-hidden />
          <p>Nenhum cupom ainda. Crie o primeiro para trazer clientes de volta.</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-line" aria-label="Cupons">
            {list.data.map((c) => {
              const state = couponState(c, now);
              return (
                <li
                  key={c.id}
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
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          {state}
                        </span>
                      )}
                    </p>
                    <p className="mt-1 text-sm text-muted">{conditionsLabel(c)}</p>
                    <p className="text-sm text-muted">
                      {validityLabel(c)} · <span data-testid="coupon-uses">{usesLabel(c)}</span>
                    </p>
                  </div>
                  <div className="col-start-1 row-start-2 sm:col-start-2 sm:row-start-1">
                    <CouponActiveSwitch
                      code={c.code}
                      active={c.active}
                      busy={toggle.isPending}
                      onChange={(active) => toggle.mutate({ id: c.id, active })}
                    />
                  </div>
                  <div className="col-start-2 row-span-2 row-start-1 flex flex-col sm:col-start-3 sm:row-span-1 sm:flex-row">
                    <Button variant="ghost" size="icon" aria-label={`Editar ${c.code}`} onClick={() => setEditing(c)}>
                      <Pencil className="size-5" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Excluir ${c.code}`}
                      className="text-danger"
                      onClick={() => setRemoving(c)}
                    >
                      <Trash2 className="size-5" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {editing && (
        <CouponFormDialog coupon={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title="Excluir cupom?"
        description={
          removing && removing.usedCount > 0
            ? `O cupom ${removing.code} já foi usado: ele será desativado e os pedidos continuam mostrando o desconto.`
            : `O cupom ${removing?.code ?? ''} será removido.`
        }
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
