import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { CASH_MOVEMENT_LABELS } from '@shared/register';
import type { CashMovementInput, CloseRegisterInput, OpenRegisterInput } from '@shared/schemas/register';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { addMovement, closeRegister, openRegister, REGISTER_KEY } from './register-api';

/** 'Abrir caixa', 'Sangria' / 'Suprimento' and 'Fechar caixa', each refreshing the register's screens. */
export function useRegisterActions() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => qc.invalidateQueries({ queryKey: REGISTER_KEY });
  const open = useMutation({
    mutationFn: (body: OpenRegisterInput) => openRegister(body),
    onSuccess: () => {
      toast.success('Caixa aberto');
      void refresh();
    },
    // Another screen may have opened it meanwhile: show it.
    onError: (e) => {
      toast.error(failureMessage('Erro ao abrir o caixa', e));
      void refresh();
    },
  });
  const move = useMutation({
    mutationFn: (v: { id: string; body: CashMovementInput }) => addMovement(v.id, v.body),
    onSuccess: (_, v) => {
      toast.success(`${CASH_MOVEMENT_LABELS[v.body.kind]} registrada`);
      void refresh();
    },
    onError: (e, v) => {
      toast.error(failureMessage(`Erro ao registrar ${CASH_MOVEMENT_LABELS[v.body.kind].toLowerCase()}`, e));
      void refresh();
    },
  });
  const close = useMutation({
    mutationFn: (v: { id: string; body: CloseRegisterInput }) => closeRegister(v.id, v.body),
    onSuccess: (closed) => {
      toast.success('Caixa fechado');
      void refresh();
      void navigate(`/admin/caixa/${closed.id}`);
    },
    onError: (e) => {
      toast.error(failureMessage('Erro ao fechar o caixa', e));
      void refresh();
    },
  });
  return { open, move, close };
}
