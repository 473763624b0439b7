import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { AdminCoupon } from '@shared/contract/coupons';
import { COUPON_KINDS, type CouponKind } from '@shared/coupons';
import { COUPON_CODE_MAX } from '@shared/schemas/coupons';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { toast } from '@web/lib/toast';
import { AdminDialog } from '../ui/admin-dialog';
import { draftFrom, validateDraft, type CouponDraft, type CouponDraftErrors } from './coupon-draft';
import { COUPONS_KEY, saveCoupon } from './coupons-api';

const KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Porcentagem',
  amount: 'Valor fixo',
  free_delivery: 'Entrega grátis',
};

function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-xl border border-line px-3 py-2.5 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-muted">{hint}</span>}
      </span>
    </label>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Create or edit a coupon ('Novo cupom' / 'Editar cupom', docs/product.md#coupons). */
export function CouponFormDialog({ coupon, onClose }: { coupon?: AdminCoupon; onClose: () => void }) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState<CouponDraft>(() => draftFrom(coupon));
  const [errors, setErrors] = useState<CouponDraftErrors>({});
  const set = (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useMutation({
    mutationFn: (data: Parameters<typeof saveCoupon>[0]) => saveCoupon(data, coupon?.id),
    onSuccess: () => {
      toast.success(coupon ? 'Cupom atualizado' : 'Cupom criado');
      void qc.invalidateQueries({ queryKey: COUPONS_KEY });
      onClose();
    },
    onError: (e) => {
      // A code already in use is the code field's problem.
      if (e.message.includes('código')) setErrors({ code: e.message });
      toast.error(e.message || 'Erro ao salvar cupom');
    },
  });
  const submit = () => {
    const result = validateDraft(draft);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    save.mutate(result.data);
  };
  const text = (
    name: keyof CouponDraft,
    label: string,
    props: { hint?: string; placeholder?: string; inputMode?: 'numeric' | 'decimal'; type?: string } = {},
  ) => (
    <TextField
      id={`coupon-${name}`}
      label={label}
      error={errors[name]}
      hint={props.hint}
      value={draft[name] as string}
      onChange={(e) => set({ [name]: e.target.value })}
      placeholder={props.placeholder}
      inputMode={props.inputMode}
      type={props.type}
    />
  );

  return (
    <AdminDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={coupon ? 'Editar cupom' : 'Novo cupom'}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Salvando...' : 'Salvar cupom'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group title="Desconto">
          <TextField
            id="coupon-code"
            label="Código"
            error={errors.code}
            hint="O cliente digita este código no checkout."
            value={draft.code}
            maxLength={COUPON_CODE_MAX}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set({ code: e.target.value.toUpperCase() })}
            placeholder="Ex: PRIMEIRA10"
            controlClassName="font-mono tracking-wide uppercase"
          />
          <div role="radiogroup" aria-label="Tipo de desconto" className="grid grid-cols-3 gap-2">
            {COUPON_KINDS.map((k) => (
              <button
                key={k}
                type="button"
                role="radio"
                aria-checked={draft.kind === k}
                onClick={() => set({ kind: k })}
                className={cn(
                  'min-h-11 rounded-xl border px-1 text-[0.8125rem] leading-tight font-medium sm:px-2 sm:text-sm',
                  draft.kind === k ? 'border-primary bg-primary-soft text-primary' : 'border-line hover:bg-canvas',
                )}
              >
                {KIND_LABELS[k]}
              </button>
            ))}
          </div>
          {draft.kind === 'percent' &&
            text('percentOff', 'Percentual de desconto (%)', {
              inputMode: 'numeric',
              placeholder: 'Ex: 10',
              hint: 'Sobre os itens; a taxa de entrega não entra.',
            })}
          {draft.kind === 'amount' &&
            text('amountOff', 'Valor do desconto (R$)', {
              inputMode: 'decimal',
              placeholder: 'Ex: 5,00',
              hint: 'Nunca maior que o valor dos itens.',
            })}
          {draft.kind === 'free_delivery' && (
            <p className="rounded-xl bg-canvas px-3 py-2.5 text-sm text-muted">
              A taxa de entrega sai de graça. Não vale para retirada no local.
            </p>
          )}
        </Group>

        <Group title="Condições">
          {text('minSubtotal', 'Pedido mínimo (R$)', {
            inputMode: 'decimal',
            placeholder: 'Sem mínimo',
            hint: 'Valor dos itens, sem a taxa de entrega.',
          })}
          <div className="grid gap-3 sm:grid-cols-2">
            {text('startsOn', 'Válido a partir de', { type: 'date' })}
            {text('endsOn', 'Válido até (inclusive)', { type: 'date' })}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {text('maxUses', 'Limite total de usos', { inputMode: 'numeric', placeholder: 'Sem limite' })}
            {text('maxUsesPerCustomer', 'Usos por cliente', { inputMode: 'numeric', placeholder: 'Sem limite' })}
          </div>
          <Check
            label="Só no primeiro pedido"
            hint="Vale para quem ainda não fez nenhum pedido (conta, email ou telefone)."
            checked={draft.firstOrderOnly}
            onChange={(v) => set({ firstOrderOnly: v })}
          />
          <Check
            label="Só para clientes com conta"
            hint="Quem pede sem entrar na conta é convidado a entrar: um jeito a mais de segurar o cupom de 1 por cliente."
            checked={draft.accountRequired}
            onChange={(v) => set({ accountRequired: v })}
          />
          <Check
            label="Cupom ativo"
            hint="Desligado, o checkout recusa o código."
            checked={draft.active}
            onChange={(v) => set({ active: v })}
          />
        </Group>
        <button type="submit" hidden />
      </form>
    </AdminDialog>
  );
}
