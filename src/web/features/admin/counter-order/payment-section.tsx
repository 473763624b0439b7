import { Wallet } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { ORDER_CHANNEL_LABELS, STAFF_CHANNELS } from '@shared/order-status';
import { STAFF_DISCOUNT_REASON_MAX } from '@shared/schemas/staff-order';
import { MoneyField, TextField, TextareaField } from '@web/components/ui/field';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import { SectionCard } from '@web/features/checkout/section-card';
import { ChoiceChips } from './choice-chips';
import type { Draft } from './draft';
import type { CounterOrder } from './use-counter-order';

const CHANNELS = STAFF_CHANNELS.map((c) => [c, ORDER_CHANNEL_LABELS[c]] as const);
/** What staff take: cash, the card machine, PIX to the store's key (no online card on the phone). */
export const STAFF_METHOD_CHOICES = [
  ['cash', 'Dinheiro'],
  ['credit_card', 'Cartão'],
  ['pix', 'PIX'],
] as const;
const DISCOUNT_KINDS = [
  ['amount', 'R$'],
  ['percent', '%'],
] as const;
const noSubmit = (e: KeyboardEvent) => e.key === 'Enter' && e.preventDefault();

/** 'Pagamento': the channel, the method ('Troco para' for cash), notes and a discount with its reason. */
export function PaymentSection({ order }: { order: CounterOrder }) {
  const { draft, update } = order;
  const { can } = useCurrentUser();
  return (
    <SectionCard icon={Wallet} title="4. Pagamento" id="counter-payment">
      <div className="flex flex-col gap-4">
        <ChoiceChips<Draft['channel']>
          name="channel"
          label="Pedido por"
          value={draft.channel}
          options={CHANNELS}
          onChange={(channel) => update({ channel })}
        />
        <ChoiceChips<Exclude<Draft['paymentMethod'], ''>>
          name="payment"
          label="Forma de pagamento"
          value={draft.paymentMethod}
          options={STAFF_METHOD_CHOICES}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
        {draft.paymentMethod === 'cash' && (
          <MoneyField
            id="counter-change"
            label="Troco para"
            hint="Deixe vazio se não precisar de troco. Enter envia o pedido."
            value={draft.change}
            onChange={(e) => update({ change: e.target.value })}
          />
        )}
        <TextareaField
          id="counter-notes"
          label="Observações"
          rows={2}
          maxLength={500}
          value={draft.notes}
          onChange={(e) => update({ notes: e.target.value })}
        />
        {can('discounts') && <DiscountFields order={order} />}
      </div>
    </SectionCard>
  );
}

/** 'Desconto' in R$ or %, with its reason: only for the roles that give discounts (Dono, Gerente). */
function DiscountFields({ order }: { order: CounterOrder }) {
  const { draft, update } = order;
  return (
    <fieldset className="grid grid-cols-[auto_1fr] items-end gap-3 sm:grid-cols-[auto_8rem_1fr]">
      <legend className="mb-1.5 text-sm font-medium">Desconto</legend>
      <ChoiceChips<Draft['discountKind']>
        name="discount-kind"
        label="Tipo de desconto"
        value={draft.discountKind}
        options={DISCOUNT_KINDS}
        onChange={(discountKind) => update({ discountKind })}
      />
      <TextField
        id="counter-discount"
        label="Valor"
        inputMode="decimal"
        placeholder={draft.discountKind === 'amount' ? '0,00' : '10'}
        value={draft.discountValue}
        onChange={(e) => update({ discountValue: e.target.value })}
        onKeyDown={noSubmit}
      />
      <TextField
        id="counter-discount-reason"
        label="Motivo"
        className="col-span-2 sm:col-span-1"
        maxLength={STAFF_DISCOUNT_REASON_MAX}
        value={draft.discountReason}
        onChange={(e) => update({ discountReason: e.target.value })}
        onKeyDown={noSubmit}
      />
    </fieldset>
  );
}
