import { Check, DraftTextField, Group } from './coupon-form-parts';
import type { CouponFormFields } from './use-coupon-form';

/** 'Condições': minimum, validity, limits of use, who may use it, and whether it is on. */
export function CouponConditionsGroup({ form }: { form: CouponFormFields }) {
  const { draft, set } = form;
  return (
    <Group title="Condições">
      <DraftTextField
        form={form}
        name="minSubtotal"
        label="Pedido mínimo (R$)"
        inputMode="decimal"
        placeholder="Sem mínimo"
        hint="Valor dos itens, sem a taxa de entrega."
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <DraftTextField form={form} name="startsOn" label="Válido a partir de" type="date" />
        <DraftTextField form={form} name="endsOn" label="Válido até (inclusive)" type="date" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <DraftTextField
          form={form}
          name="maxUses"
          label="Limite total de usos"
          inputMode="numeric"
          placeholder="Sem limite"
        />
        <DraftTextField
          form={form}
          name="maxUsesPerCustomer"
          label="Usos por cliente"
          inputMode="numeric"
          placeholder="Sem limite"
        />
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
  );
}
