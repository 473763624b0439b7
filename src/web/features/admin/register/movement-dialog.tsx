import { useState } from 'react';
import { CASH_MOVEMENT_LABELS, type CashMovementKind } from '@shared/register';
import { REGISTER_REASON_MAX } from '@shared/schemas/register';
import { MoneyField, TextField } from '@web/components/ui/field';
import { FormDialog } from '../ui/form-dialog';
import { movementBody, type MovementDraft } from './register-draft';
import type { useRegisterActions } from './use-register-actions';

const HINTS: Record<CashMovementKind, string> = {
  withdrawal: 'Dinheiro que sai da gaveta: depósito no banco, pagamento de fornecedor.',
  deposit: 'Dinheiro que entra na gaveta: mais troco, moedas.',
};

/** 'Sangria' or 'Suprimento': how much and why; who and when the server records. */
export function MovementDialog({
  registerId,
  kind,
  move,
  onClose,
}: {
  registerId: string;
  kind: CashMovementKind;
  move: ReturnType<typeof useRegisterActions>['move'];
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<MovementDraft>({ amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof MovementDraft, string>>>({});
  const label = CASH_MOVEMENT_LABELS[kind];
  const submit = () => {
    const parsed = movementBody(kind, draft);
    setErrors(parsed.errors ?? {});
    if (parsed.body) move.mutate({ id: registerId, body: parsed.body }, { onSuccess: onClose });
  };
  return (
    <FormDialog
      title={label}
      submitLabel={`Registrar ${label.toLowerCase()}`}
      busy={move.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-muted">{HINTS[kind]}</p>
      <MoneyField
        id="movement-amount"
        label="Valor"
        placeholder="0,00"
        error={errors.amount}
        value={draft.amount}
        onChange={(e) => setDraft({ ...draft, amount: e.target.value })}
      />
      <TextField
        id="movement-reason"
        label="Motivo"
        maxLength={REGISTER_REASON_MAX}
        error={errors.reason}
        value={draft.reason}
        onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
      />
    </FormDialog>
  );
}
