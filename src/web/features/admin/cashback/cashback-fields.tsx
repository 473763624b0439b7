import { Coins } from 'lucide-react';
import { Field, MoneyField } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SettingSwitch } from '../ui/setting-switch';
import type { CashbackDraft } from './cashback-draft';
import type { CashbackFormFields } from './use-cashback-form';

/** The switch and the four terms, each with the shared schema's message under it. */
export function CashbackFields({ form }: { form: CashbackFormFields }) {
  const { draft, errors, set } = form;
  return (
    <>
      <SettingSwitch
        on={draft.enabled}
        onChange={(enabled) => set({ enabled })}
        icon={Coins}
        title="Cashback ativo"
        description={
          draft.enabled
            ? 'Clientes com conta ganham saldo nos pedidos entregues e pagos.'
            : 'Desligado, ninguém ganha nem usa saldo; o saldo já ganho fica guardado até expirar.'
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SuffixField
          form={form}
          name="percent"
          label="Percentual de volta"
          suffix="%"
          inputMode="decimal"
          placeholder="Ex: 5 ou 2,5"
          hint="Sobre os itens, depois dos descontos; a taxa de entrega não entra."
        />
        <MoneyField
          id="cashback-minOrder"
          label="Pedido mínimo para ganhar"
          placeholder="Sem mínimo"
          hint="Valor dos itens, sem a taxa de entrega."
          error={errors.minOrder}
          value={draft.minOrder}
          onChange={(e) => set({ minOrder: e.target.value })}
        />
        <SuffixField
          form={form}
          name="validDays"
          label="Validade do saldo"
          suffix="dias"
          inputMode="numeric"
          hint="Cada crédito vale esse tempo desde que foi ganho."
        />
        <MoneyField
          id="cashback-maxUse"
          label="Uso máximo por pedido"
          placeholder="Sem limite"
          hint="Vazio: o cliente usa o saldo todo, até o valor dos itens."
          error={errors.maxUse}
          value={draft.maxUse}
          onChange={(e) => set({ maxUse: e.target.value })}
        />
      </div>
    </>
  );
}

/** A number with its unit inside the box's right edge: '5 %', '90 dias'. */
function SuffixField({
  form: { draft, errors, set },
  name,
  label,
  suffix,
  hint,
  placeholder,
  inputMode,
}: {
  form: CashbackFormFields;
  name: 'percent' | 'validDays';
  label: string;
  suffix: string;
  hint: string;
  placeholder?: string;
  inputMode: 'numeric' | 'decimal';
}) {
  return (
    <Field id={`cashback-${name}`} label={label} error={errors[name]} hint={hint}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            inputMode={inputMode}
            autoComplete="off"
            placeholder={placeholder}
            value={draft[name]}
            onChange={(e) => set({ [name]: e.target.value } as Partial<CashbackDraft>)}
            className="pr-14"
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted">
            {suffix}
          </span>
        </div>
      )}
    </Field>
  );
}
