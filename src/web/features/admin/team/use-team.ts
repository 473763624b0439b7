import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OkResponse } from '@shared/contract/common';
import type { TeamDecisionResponse, TeamResponse } from '@shared/contract/team';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

const TEAM_KEY = ['admin', 'team'];

export type TeamAdmin = TeamResponse['admins'][number];

/** Equipe: the admins and the pending requests for admin access. */
export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => api<TeamResponse>('/api/admin/team') });
}

/** Approving or refusing a request, and removing an admin once confirmed (`removing`, the one asked about). */
export function useTeamActions() {
  const qc = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ id, approve }: { id: string; approve: boolean }) =>
      api<TeamDecisionResponse>(`/api/admin/team/requests/${id}`, { method: 'POST', json: { approve } }),
    onSuccess: (_d, v) => {
      toast.success(v.approve ? 'Acesso de administrador aprovado' : 'Pedido de acesso recusado');
      qc.invalidateQueries({ queryKey: TEAM_KEY });
    },
    onError: (err) => toast.error(failureMessage('Erro ao responder o pedido de acesso', err)),
  });
  const [removing, setRemoving] = useState<Pick<TeamAdmin, 'id' | 'name' | 'email'> | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/api/admin/team/admins/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Acesso de administrador removido');
      setRemoving(null);
      qc.invalidateQueries({ queryKey: TEAM_KEY });
    },
    onError: (err) => {
      toast.error(failureMessage('Erro ao remover o acesso', err));
      setRemoving(null);
    },
  });
  return { decide, remove, removing, setRemoving };
}
