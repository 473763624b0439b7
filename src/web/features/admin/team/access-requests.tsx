import { Check, X } from 'lucide-react';
import { useState } from 'react';
import type { TeamResponse } from '@shared/contract/team';
import type { StaffRole } from '@shared/staff-roles';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MemberInfo } from './member-info';
import { RoleSelect } from './role-select';

type Request = TeamResponse['requests'][number];
type Decide = (id: string, approve: boolean, role: StaffRole) => void;

/** One request: the role it will get ('Atendente' unless the owner picks another), 'Aprovar', 'Recusar'. */
function RequestRow({ request: r, busy, onDecide }: { request: Request; busy: boolean; onDecide: Decide }) {
  const [role, setRole] = useState<StaffRole>('attendant');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <MemberInfo name={r.name} email={r.email} dateLabel="pedido em" date={r.createdAt} />
      <RoleSelect value={role} onChange={setRole} label={`Perfil para ${r.email}`} disabled={busy} />
      <Button size="sm" onClick={() => onDecide(r.id, true, role)} disabled={busy} aria-label={`Aprovar ${r.email}`}>
        <Check className="size-4" /> Aprovar
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onDecide(r.id, false, role)}
        disabled={busy}
        aria-label={`Recusar ${r.email}`}
      >
        <X className="size-4" /> Recusar
      </Button>
    </li>
  );
}

/** 'Pedidos de acesso': who asked to join the team, each approved with a role or refused. */
export function AccessRequests({ requests, busy, onDecide }: { requests: Request[]; busy: boolean; onDecide: Decide }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Pedidos de acesso</h2>
      {requests.length === 0 ? (
        <p className="text-sm text-muted">Nenhum pedido de acesso pendente.</p>
      ) : (
        <ul className="divide-y divide-line">
          {requests.map((r) => (
            <RequestRow key={r.id} request={r} busy={busy} onDecide={onDecide} />
          ))}
        </ul>
      )}
    </Card>
  );
}
