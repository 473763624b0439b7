import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { AccessRequests } from './access-requests';
import { MemberList } from './member-list';
import { RoleGuide } from './role-guide';
import { useTeam, useTeamActions } from './use-team';

/** /admin/team (Equipe): who can open the store's panel, with which role, and who asked to. */
export function TeamPage() {
  const team = useTeam();
  const { decide, changeRole, remove, removing, setRemoving } = useTeamActions();
  const { user: me } = useCurrentUser();

  if (team.isPending) return <LoadingState text="Carregando equipe..." />;
  if (team.isError) return <p role="alert">Erro ao carregar a equipe: {team.error.message}</p>;
  const { members, requests } = team.data;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Equipe</h1>
        <p className="text-muted">Quem pode acessar o painel da loja, e o que cada um pode fazer.</p>
      </div>
      <AccessRequests
        requests={requests}
        busy={decide.isPending}
        onDecide={(id, approve, role) => decide.mutate({ id, approve, role })}
      />
      <MemberList
        members={members}
        meId={me?.id}
        busy={changeRole.isPending}
        onRole={(member, role) => changeRole.mutate({ member, role })}
        onRemove={setRemoving}
      />
      <RoleGuide />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover acesso ao painel?"
        description={
          removing && (
            <>
              <strong>{removing.name}</strong> ({removing.email}) deixa de acessar o painel da loja na hora. A conta
              continua existindo e pode pedir acesso de novo.
            </>
          )
        }
        confirmLabel="Remover acesso"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  );
}
