import { Lock, Wallet } from 'lucide-react';
import { paymentMethodLabel } from '@shared/order-status';
import { MoneyField, TextareaField } from '@web/components/ui/field';
import { SectionCard } from '@web/features/checkout/section-card';
import { ChoiceChips } from '../counter-order/choice-chips';
import type { Draft } from '../counter-order/draft';
import { STAFF_METHOD_CHOICES } from '../counter-order/payment-section';
import type { AdminOrderDetail } from '../orders/orders-api';
import { paidOnline } from './edit-draft';
import type { OrderEditState } from './use-order-edit';

/** 'Pagamento': the method (kept as it is once paid online), 'Troco para' for cash, the notes. */
export function EditPaymentSection({ edit, order }: { edit: OrderEditState; order: AdminOrderDetail }) {
  const { draft, update } = edit;
  const locked = paidOnline(order) || order.paymentMethod === 'stripe';
  return (
    <SectionCard icon={Wallet} title="Pagamento" id="edit-payment">
      <div className="flex flex-col gap-4">
        {locked ? (
          <p className="flex items-start gap-2 rounded-xl bg-canvas p-3 text-sm">
            <Lock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            <span>
              <strong>{paymentMethodLabel(order.paymentMethod, order.fulfilment)}</strong>, pago online: a forma de
              pagamento não muda e o total não pode subir.
            </span>
          </p>
        ) : (
          <ChoiceChips<Exclude<Draft['paymentMethod'], ''>>
            name="edit-payment"
            label="Forma de pagamento"
            value={draft.paymentMethod}
            options={STAFF_METHOD_CHOICES}
            onChange={(paymentMethod) => update({ paymentMethod })}
          />
        )}
        {!locked && draft.paymentMethod === 'cash' && (
          <MoneyField
            id="edit-change"
            label="Troco para"
            hint="Deixe vazio se não precisar de troco."
            value={draft.change}
            onChange={(e) => update({ change: e.target.value })}
          />
        )}
        <TextareaField
          id="edit-notes"
          label="Observações"
          rows={2}
          maxLength={500}
          value={draft.notes}
          onChange={(e) => update({ notes: e.target.value })}
        />
      </div>
    </SectionCard>
  );
}
