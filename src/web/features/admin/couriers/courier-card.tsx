import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bike, Link2, Link2Off, Pencil, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCourier, CourierLink } from '@shared/contract/couriers';
import { formatDateTime } from '@shared/format-date';
import { formatBRL } from '@shared/money';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { CourierLinkDialog } from './courier-link-dialog';
import { COURIERS_KEY, endLink, openLink } from './couriers-api';

const feeText = (c: AdminCourier) =>
  c.feeMode === 'fixed' ? `${formatBRL(c.feeCents)} por entrega` : 'Recebe a taxa de entrega do pedido';

/** One courier: how they are paid, their link, deliveries on the road and to settle, and the actions. */
export function CourierCard({ courier: c, onEdit }: { courier: AdminCourier; onEdit: () => void }) {
  const { can } = useCurrentUser();
  const qc = useQueryClient();
  const [link, setLink] = useState<CourierLink | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: COURIERS_KEY });
  const open = useMutation({
    mutationFn: () => openLink(c.id),
    onSuccess: (l) => {
      setLink(l);
      void refresh();
    },
    onError: (e) => toast.error(failureMessage('Erro ao gerar o link', e)),
  });
  const end = useMutation({
    mutationFn: () => endLink(c.id),
    onSuccess: () => {
      toast.success(`Link de ${c.name} encerrado`);
      void refresh();
    },
    onError: (e) => toast.error(failureMessage('Erro ao encerrar o link', e)),
  });
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Bike className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">
            {c.name} {!c.active && <span className="text-sm font-normal text-muted">(inativo)</span>}
          </h3>
          <p className="text-sm text-muted">
            {c.phone} · {feeText(c)}
            {c.accountName && ` · Conta: ${c.accountName}`}
          </p>
          <p className="mt-1 text-sm">
            {c.onTheRoad} em rota · {c.unsettled} para acertar
          </p>
          <p className="text-sm text-muted">
            {c.linkExpiresAt ? `Link válido até ${formatDateTime(c.linkExpiresAt)}` : 'Sem link aberto'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {c.active && (
          <Button size="sm" variant="outline" onClick={() => open.mutate()} disabled={open.isPending}>
            <Link2 className="size-4" aria-hidden /> {c.linkExpiresAt ? 'Novo link' : 'Gerar link'}
          </Button>
        )}
        {c.linkExpiresAt && (
          <Button size="sm" variant="outline" onClick={() => end.mutate()} disabled={end.isPending}>
            <Link2Off className="size-4" aria-hidden /> Encerrar link
          </Button>
        )}
        {can('register') && (
          <Link
            to={`/admin/entregadores/${c.id}/acerto`}
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <Receipt className="size-4" aria-hidden /> Acerto
          </Link>
        )}
        {can('settings') && (
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Editar ${c.name}`}>
            <Pencil className="size-4" aria-hidden /> Editar
          </Button>
        )}
      </div>
      {link && <CourierLinkDialog name={c.name} phone={c.phone} link={link} onClose={() => setLink(null)} />}
    </Card>
  );
}
