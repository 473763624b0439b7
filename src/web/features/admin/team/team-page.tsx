import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import type { OkResponse } from '@shared/contract/common';
import type { TeamDecisionResponse, TeamResponse } from '@shared/contract/team';
import { STORE_TIME_ZONE } from '@shared/schedule';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { LoadingState } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { api } from '@web/lib/api';
import { toast } from '@web/lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';

const dateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: STORE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

export function TeamPage() {
  const qc = useQueryClient();
  const team = useQuery({ queryKey: ['admin', 'team'], queryFn: () => api<TeamResponse>('/api/admin/team') });
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api<TeamDecisionResponse>(`/api/admin/team/requests/${id}`, { method: 'POST', json: { approve } }),
    onSuccess: (_d, v) => {
      toast.success(v.approve ? 'Acesso de administrador aprovado' : 'Pedido de acesso recusado');
      qc.invalidateQueries({ queryKey: ['admin', 'team'] });
    },
    onError: (err) => toast.error(err.message),
  });
  const { user: me } = useCurrentUser();
  const [removing, setRemoving] = useState<{ id: string; name: string; email: string } | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/api/admin/team/admins/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Acesso de administrador removido');
      setRemoving(null);
      qc.invalidateQueries({ queryKey: ['admin', 'team'] });
    },
    onError: (err) => {
      toast.error(err.message);
      setRemoving(null);
    },
  });

  if (team.isPending) return <LoadingState text="Carregando equipe..." />;
  if (team.isError) return <p role="alert">Erro ao carregar a equipe: {team.error.message}</p>;
  const { admins, requests } = team.data;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">Equipe</h1>
        <p className="text-muted">Quem pode acessar o painel da loja.</p>
      </div>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold">Pedidos de acesso</h2>
        {requests.length === 0 ? (
          <p className="text-sm text-muted">Nenhum pedido de acesso pendente.</p>
        ) : (
          <ul className="divide-y divide-line">
            {requests.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{r.name}</p>
                  <p className="text-sm text-muted">
                    {r.email} · pedido em {dateFmt.format(new Date(r.createdAt))}
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() => decide.mutate({ id: r.id, approve: true })}
                  disabled={decide.isPending}
                  aria-label={`Aprovar ${r.email}`}
                >
                  <Check className="size-4" /> Aprovar
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => decide.mutate({ id: r.id, approve: false })}
                  disabled={decide.isPending}
                  aria-label={`Recusar ${r.email}`}
                >
                  <X className="size-4" /> Recusar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 text-lg font-semibold">Administradores</h2>
        <ul className="divide-y divide-line">
          {admins.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {a.name}
                  {a.id === me?.id && <span className="ml-2 text-xs font-normal text-muted">(você)</span>}
                </p>
                <p className="text-sm text-muted">
                  {a.email} · desde {dateFmt.format(new Date(a.since))}
                </p>
              </div>
              {/* One's own access and the last admin's stay: the server refuses both too. */}
              {a.id !== me?.id && admins.length > 1 && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRemoving(a)}
                  aria-label={`Remover acesso de ${a.email}`}
                >
                  <UserMinus className="size-4" /> Remover acesso
                </Button>
              )}
            </li>
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover acesso de administrador?"
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
