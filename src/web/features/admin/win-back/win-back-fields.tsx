import { HeartHandshake } from 'lucide-react';
import { MoneyField, TextField } from '@web/components/ui/field';
import { KindChoice } from '../coupons/coupon-discount-group';
import { SettingSwitch } from '../ui/setting-switch';
import type { WinBackFormFields } from './use-win-back-form';
import type { WinBackDraft } from './win-back-draft';

/** The switch, who is written to, and the coupon they get; each with the shared schema's message. */
export function WinBackFields({ form }: { form: WinBackFormFields }) {
  const { draft, errors, set } = form;
  const text = (name: 'idleDays' | 'percentOff' | 'validDays', label: string, hint: string, placeholder: string) => (
    <TextField
      id={`win-back-${name}`}
      label={label}
      hint={hint}
      error={errors[name]}
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value } as Partial<WinBackDraft>)}
    />
  );
  return (
    <>
      <SettingSwitch
        on={draft.enabled}
        onChange={(enabled) => set({ enabled })}
        icon={HeartHandshake}
        title="Mensagens ativas"
        description={
          draft.enabled
            ? 'Clientes que sumiram recebem um email com um cupom só deles, no máximo um por mês.'
            : 'Desligado, ninguém recebe. Os cupons já enviados continuam valendo até a data deles.'
        }
      />
      {text(
        'idleDays',
        'Dias sem pedir',
        'Clientes com 2 pedidos ou mais e o último há mais tempo que isso.',
        'Ex: 45',
      )}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">Cupom</p>
        <KindChoice value={draft.couponKind} onChange={(couponKind) => set({ couponKind })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {draft.couponKind === 'percent' &&
          text('percentOff', 'Percentual de desconto (%)', 'Sobre os itens; a taxa de entrega não entra.', 'Ex: 10')}
        {draft.couponKind === 'amount' && (
          <MoneyField
            id="win-back-amountOff"
            label="Valor do desconto"
            hint="Nunca maior que o valor dos itens."
            error={errors.amountOff}
            value={draft.amountOff}
            onChange={(e) => set({ amountOff: e.target.value })}
          />
        )}
        <MoneyField
          id="win-back-minOrder"
          label="Pedido mínimo para o cupom"
          placeholder="Sem mínimo"
          hint="Valor dos itens, sem a taxa de entrega."
          error={errors.minOrder}
          value={draft.minOrder}
          onChange={(e) => set({ minOrder: e.target.value })}
        />
        {text('validDays', 'Validade do cupom (dias)', 'Conta a partir do dia seguinte ao email; de 1 a 30.', 'Ex: 15')}
      </div>
    </>
  );
}
