import { Check, X } from 'lucide-react';
import type { TeamResponse } from '@shared/contract/team';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MemberInfo } from './member-info';

/** 'Pedidos de acesso': who asked to become an admin, each with 'Aprovar' and 'Recusar'. */
export function AccessRequests({
  requests,
  busy,
  onDecide,
}: {
  requests: TeamResponse['requests'];
  busy: boolean;
  onDecide: (id: string, approve: boolean) => void;
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Pedidos de acesso</h2>
      {requests.length === 0 ? (
        <p className="text-sm text-muted">Nenhum pedido de acesso pendente.</p>
      ) : (
        <ul className="divide-y divide-line">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 py-3">
              <MemberInfo name={r.name} email={r.email} dateLabel="pedido em" date={r.createdAt} />
              <Button size="sm" onClick={() => onDecide(r.id, true)} disabled={busy} aria-label={`Aprovar ${r.email}`}>
                <Check className="size-4" /> Aprovar
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onDecide(r.id, false)}
                disabled={busy}
                aria-label={`Recusar ${r.email}`}
              >
                <X className="size-4" /> Recusar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
