import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OkResponse } from '@shared/contract/common';
import type { TeamDecisionResponse, TeamResponse } from '@shared/contract/team';
import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/staff-roles';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';

const TEAM_KEY = ['admin', 'team'];

export type TeamMember = TeamResponse['members'][number];

/** Equipe: the staff with their roles, and the pending requests for access. */
export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => api<TeamResponse>('/api/admin/team') });
}

/** Approving (with a role) or refusing a request, changing a role, removing someone once confirmed (`removing`). */
export function useTeamActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: TEAM_KEY });
  const decide = useMutation({
    mutationFn: ({ id, approve, role }: { id: string; approve: boolean; role: StaffRole }) =>
      api<TeamDecisionResponse>(`/api/admin/team/requests/${id}`, { method: 'POST', json: { approve, role } }),
    onSuccess: (_d, v) => {
      toast.success(v.approve ? `Acesso aprovado como ${STAFF_ROLE_LABELS[v.role]}` : 'Pedido de acesso recusado');
      void refresh();
    },
    onError: (err) => toast.error(failureMessage('Erro ao responder o pedido de acesso', err)),
  });
  const changeRole = useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: StaffRole }) =>
      api<OkResponse>(`/api/admin/team/members/${member.id}/role`, { method: 'PUT', json: { role } }),
    onSuccess: (_d, v) => {
      toast.success(`${v.member.name} agora é ${STAFF_ROLE_LABELS[v.role]}`);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage('Erro ao mudar o perfil', err));
      void refresh();
    },
  });
  const [removing, setRemoving] = useState<Pick<TeamMember, 'id' | 'name' | 'email'> | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => api<OkResponse>(`/api/admin/team/members/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success('Acesso removido');
      setRemoving(null);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage('Erro ao remover o acesso', err));
      setRemoving(null);
    },
  });
  return { decide, changeRole, remove, removing, setRemoving };
}
