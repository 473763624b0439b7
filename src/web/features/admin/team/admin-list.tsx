import { UserMinus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { MemberInfo } from './member-info';
import type { TeamAdmin } from './use-team';

/** 'Administradores': who can open the store's panel, each but oneself with 'Remover acesso'. */
export function AdminList({
  admins,
  meId,
  onRemove,
}: {
  admins: TeamAdmin[];
  meId: string | undefined;
  onRemove: (admin: TeamAdmin) => void;
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Administradores</h2>
      <ul className="divide-y divide-line">
        {admins.map((a) => (
          <li key={a.id} className="flex flex-wrap items-center gap-3 py-3">
            <MemberInfo name={a.name} email={a.email} dateLabel="desde" date={a.since} you={a.id === meId} />
            {/* One's own access and the last admin's stay: the server refuses both too. */}
            {a.id !== meId && admins.length > 1 && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onRemove(a)}
                aria-label={`Remover acesso de ${a.email}`}
              >
                <UserMinus className="size-4" /> Remover acesso
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
