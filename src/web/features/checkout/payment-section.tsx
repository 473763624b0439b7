import { Banknote, CreditCard, Info, QrCode, ShieldCheck, Wallet, type LucideIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { maskCpf } from '@shared/masks';
import type { Fulfilment, PaymentMethod } from '@shared/order-status';
import { TextField } from '@web/components/ui/field';
import { cn } from '@web/lib/cn';
import { checkoutField, type CheckoutFormApi } from './checkout-form';
import { ChoiceCard } from './choice-card';
import { SectionCard } from './section-card';

const OPTIONS: { value: PaymentMethod; title: string; detail: string; icon: LucideIcon }[] = [
  { value: 'pix', title: 'PIX', detail: 'Aprovação na hora', icon: QrCode },
  { value: 'stripe', title: 'Cartão online', detail: 'Pague agora com cartão de crédito', icon: ShieldCheck },
  { value: 'credit_card', title: 'Cartão na entrega', detail: 'Crédito ou débito na maquininha', icon: CreditCard },
  { value: 'cash', title: 'Dinheiro', detail: 'Pague ao receber', icon: Banknote },
];

/** Paid at the counter when picking up (docs/product.md#pickup). */
const PICKUP_WORDS: Partial<Record<PaymentMethod, { title: string; detail: string }>> = {
  credit_card: { title: 'Cartão na retirada', detail: 'Crédito ou débito no balcão' },
  cash: { title: 'Dinheiro', detail: 'Pague ao retirar' },
};

function Note({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-canvas p-3 text-sm text-muted">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      {children}
    </p>
  );
}

/**
 * Payment methods (docs/product.md#payments): pix, stripe, credit_card, cash as selectable cards;
 * the notes, 'Troco para quanto?' and 'CPF na nota?'.
 */
export function PaymentSection({
  form,
  pixEnabled,
  stripeEnabled,
  fulfilment,
}: {
  form: CheckoutFormApi;
  pixEnabled: boolean;
  stripeEnabled: boolean;
  fulfilment: Fulfilment;
}) {
  const method = useWatch({ control: form.control, name: 'paymentMethod' });
  const pickup = fulfilment === 'pickup';
  const offered = OPTIONS.filter(
    (o) => (o.value !== 'pix' || pixEnabled) && (o.value !== 'stripe' || stripeEnabled),
  ).map((o) => (pickup && PICKUP_WORDS[o.value] ? { ...o, ...PICKUP_WORDS[o.value] } : o));
  const reg = form.register('paymentMethod');

  return (
    <SectionCard icon={Wallet} title="Forma de pagamento" id="checkout-payment">
      <div role="radiogroup" aria-labelledby="checkout-payment" className="grid gap-2.5 sm:grid-cols-2">
        {offered.map(({ value, title, detail, icon: Icon }) => {
          const checked = method === value;
          return (
            <ChoiceCard
              key={value}
              input={<input type="radio" value={value} className="sr-only" {...reg} />}
              checked={checked}
              icon={Icon}
              title={title}
              detail={detail}
              trailing={
                <span
                  aria-hidden
                  className={cn(
                    'size-5 shrink-0 rounded-full border-2',
                    checked
                      ? 'border-primary bg-[radial-gradient(circle,var(--color-primary)_45%,transparent_50%)]'
                      : 'border-line',
                  )}
                />
              }
            />
          );
        })}
      </div>
      <div className="mt-3 empty:hidden">
        {method === 'pix' && (
          <Note>O código PIX (copia e cola e QR Code) aparece logo depois que você confirmar o pedido.</Note>
        )}
        {method === 'stripe' && (
          <Note>
            Ao confirmar, abriremos a página de pagamento seguro em uma nova aba para você pagar com o cartão.
          </Note>
        )}
        {method === 'credit_card' && (
          <Note>
            {pickup
              ? 'Pague no balcão ao retirar. Aceitamos crédito e débito.'
              : 'O entregador leva a maquininha. Aceitamos crédito e débito.'}
          </Note>
        )}
        {method === 'cash' && (
          <TextField
            label="Troco para quanto?"
            placeholder="R$ 50,00"
            inputMode="decimal"
            autoComplete="off"
            hint="Deixe em branco se não precisar de troco."
            className="min-w-0"
            {...checkoutField(form, 'change')}
          />
        )}
      </div>
      <TaxIdField form={form} />
    </SectionCard>
  );
}

/** 'CPF na nota?' (docs/product.md#nfc-e): optional; the shared schema checks its digits ('CPF inválido'). */
function TaxIdField({ form }: { form: CheckoutFormApi }) {
  return (
    <TextField
      label="CPF na nota? (opcional)"
      placeholder="000.000.000-00"
      inputMode="numeric"
      autoComplete="off"
      className="mt-4 min-w-0"
      {...checkoutField(form, 'taxId', maskCpf)}
    />
  );
}
