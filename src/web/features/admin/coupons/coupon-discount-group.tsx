import { COUPON_KINDS, type CouponKind } from '@shared/coupons';
import { COUPON_CODE_MAX } from '@shared/schemas/coupons';
import { TextField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { DraftTextField, Group } from './coupon-form-parts';
import type { CouponFormFields } from './use-coupon-form';

const KIND_LABELS: Record<CouponKind, string> = {
  percent: 'Porcentagem',
  amount: 'Valor fixo',
  free_delivery: 'Entrega grátis',
};

/** 'Desconto': the code the customer types, the kind of discount and how much. */
export function CouponDiscountGroup({ form }: { form: CouponFormFields }) {
  const { draft, errors, set } = form;
  return (
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
      <KindChoice value={draft.kind} onChange={(kind) => set({ kind })} />
      {draft.kind === 'percent' && (
        <DraftTextField
          form={form}
          name="percentOff"
          label="Percentual de desconto (%)"
          inputMode="numeric"
          placeholder="Ex: 10"
          hint="Sobre os itens; a taxa de entrega não entra."
        />
      )}
      {draft.kind === 'amount' && (
        <DraftTextField
          form={form}
          name="amountOff"
          label="Valor do desconto (R$)"
          inputMode="decimal"
          placeholder="Ex: 5,00"
          hint="Nunca maior que o valor dos itens."
        />
      )}
      {draft.kind === 'free_delivery' && (
        <p className="rounded-xl bg-canvas px-3 py-2.5 text-sm text-muted">
          A taxa de entrega sai de graça. Não vale para retirada no local.
        </p>
      )}
    </Group>
  );
}

export function KindChoice({ value, onChange }: { value: CouponKind; onChange: (kind: CouponKind) => void }) {
  return (
    <div role="radiogroup" aria-label="Tipo de desconto" className="grid grid-cols-3 gap-2">
      {COUPON_KINDS.map((k) => (
        <button
          key={k}
          type="button"
          role="radio"
          aria-checked={value === k}
          onClick={() => onChange(k)}
          className={cn(
            'min-h-11 rounded-xl border px-1 text-[0.8125rem] leading-tight font-medium sm:px-2 sm:text-sm',
            value === k ? 'border-primary bg-primary-soft text-primary' : 'border-line hover:bg-canvas',
          )}
        >
          {KIND_LABELS[k]}
        </button>
      ))}
    </div>
  );
}
