import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCourier, CourierAccounts } from '@shared/contract/couriers';
import { maskPhone } from '@shared/masks';
import { centsToReaisInput, parseReaisToCents } from '@shared/money';
import { COURIER_FEE_MODE_LABELS, COURIER_FEE_MODES, courierSchema } from '@shared/schemas/couriers';
import { MoneyField, SelectField, TextField } from '@web/components/ui/field';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { toast } from '@web/lib/toast';
import { FormDialog } from '../ui/form-dialog';
import { COURIERS_KEY, saveCourier } from './couriers-api';

type Draft = {
  name: string;
  phone: string;
  feeMode: AdminCourier['feeMode'];
  fee: string;
  active: boolean;
  /** 'Conta no painel': the 'Entregador' account's user id, '' for none. */
  userId: string;
};

const draftOf = (c: AdminCourier | null): Draft => ({
  name: c?.name ?? '',
  phone: c?.phone ?? '',
  feeMode: c?.feeMode ?? 'fixed',
  fee: c ? centsToReaisInput(c.feeCents) : '',
  active: c?.active ?? true,
  userId: c?.userId ?? '',
});

/** The form's draft, its errors and saving: checked with the server's own schema before sending. */
function useCourierForm(courier: AdminCourier | null, onClose: () => void) {
  const [draft, setDraft] = useState(() => draftOf(courier));
  const [errors, setErrors] = useState<Partial<Record<'name' | 'phone' | 'feeCents', string>>>({});
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Parameters<typeof saveCourier>[1]) => saveCourier(courier?.id ?? null, body),
    onSuccess: () => {
      toast.success(courier ? 'Entregador salvo' : 'Entregador adicionado');
      void qc.invalidateQueries({ queryKey: COURIERS_KEY });
      onClose();
    },
    onError: (e) => toast.error(failureMessage('Erro ao salvar entregador', e)),
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = () => {
    const feeCents = draft.feeMode === 'fixed' ? (parseReaisToCents(draft.fee || '0') ?? -1) : 0;
    const parsed = courierSchema.safeParse({ ...draft, feeCents, userId: draft.userId || null });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return { draft, errors, set, submit, saving: save.isPending };
}

/** 'Novo entregador' and 'Editar entregador': name, phone, how each delivery pays them, active. */
export function CourierFormDialog({ courier, onClose }: { courier: AdminCourier | null; onClose: () => void }) {
  const { draft, errors, set, submit, saving } = useCourierForm(courier, onClose);
  return (
    <FormDialog
      title={courier ? 'Editar entregador' : 'Novo entregador'}
      submitLabel={'Salvar'}
      busy={saving}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        id="c-name"
        label="Nome"
        value={draft.name}
        error={errors.name}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        id="c-phone"
        label="Telefone (WhatsApp)"
        inputMode="tel"
        value={draft.phone}
        error={errors.phone}
        onChange={(e) => set({ phone: maskPhone(e.target.value) })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Quanto recebe por entrega</legend>
        {COURIER_FEE_MODES.map((m) => (
          <label
            key={m}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-line px-3 has-checked:border-primary"
          >
            <input type="radio" name="fee-mode" checked={draft.feeMode === m} onChange={() => set({ feeMode: m })} />
            <span className="text-sm">{COURIER_FEE_MODE_LABELS[m]}</span>
          </label>
        ))}
      </fieldset>
      {draft.feeMode === 'fixed' && (
        <MoneyField
          id="c-fee"
          label="Valor por entrega"
          value={draft.fee}
          error={errors.feeCents}
          placeholder="0,00"
          onChange={(e) => set({ fee: e.target.value })}
        />
      )}
      <AccountField value={draft.userId} onChange={(userId) => set({ userId })} />
      {courier && (
        <label className="flex min-h-11 items-center gap-3 text-sm">
          <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
          Ativo (um entregador inativo não recebe pedidos e o link dele para de abrir)
        </label>
      )}
    </FormDialog>
  );
}

/**
 * 'Conta no painel': a team member with the 'Entregador' role who then sees these deliveries in
 * 'Minhas entregas' with their own sign-in (docs/product.md#couriers); none: the shift's link only.
 */
function AccountField({ value, onChange }: { value: string; onChange: (userId: string) => void }) {
  const accounts = useQuery({
    queryKey: ['admin', 'couriers', 'accounts'],
    queryFn: () => api<CourierAccounts>('/api/admin/couriers/accounts'),
  });
  const list = accounts.data?.accounts ?? [];
  return (
    <SelectField
      id="c-account"
      label="Conta no painel"
      hint={
        list.length
          ? 'Quem tem o perfil Entregador em Equipe vê as próprias entregas ao entrar no painel.'
          : 'Aprove alguém com o perfil Entregador em Equipe para ligar a conta dele aqui.'
      }
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">Nenhuma: só pelo link do turno</option>
      {list.map((a) => (
        <option key={a.userId} value={a.userId}>
          {a.name} ({a.email})
        </option>
      ))}
    </SelectField>
  );
}
