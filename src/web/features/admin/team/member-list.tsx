import { UserMinus } from 'lucide-react';
import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MemberInfo } from './member-info';
import { RoleSelect } from './role-select';
import type { TeamMember } from './use-team';

/**
 * 'Pessoas da equipe': who can open the store's panel and with which role; the owner changes
 * anyone's role but their own, and removes access. The server keeps the last owner too.
 */
export function MemberList({
  members,
  meId,
  busy,
  onRole,
  onRemove,
}: {
  members: TeamMember[];
  meId: string | undefined;
  busy: boolean;
  onRole: (member: TeamMember, role: StaffRole) => void;
  onRemove: (member: TeamMember) => void;
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Pessoas da equipe</h2>
      <ul className="divide-y divide-line">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-3 py-3">
            <MemberInfo name={m.name} email={m.email} dateLabel="desde" date={m.since} you={m.id === meId} />
            {m.id === meId ? (
              <span className="rounded-full bg-canvas px-3 py-1 text-sm font-semibold">
                {STAFF_ROLE_LABELS[m.role]}
              </span>
            ) : (
              <>
                <RoleSelect
                  value={m.role}
                  label={`Perfil de ${m.email}`}
                  disabled={busy}
                  onChange={(role) => onRole(m, role)}
                />
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onRemove(m)}
                  aria-label={`Remover acesso de ${m.email}`}
                >
                  <UserMinus className="size-4" /> Remover acesso
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
