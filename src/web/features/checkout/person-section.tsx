import { UserRound } from 'lucide-react';
import { maskPhone } from '@shared/masks';
import { TextField } from '@web/components/ui/field';
import { checkoutField, type CheckoutFormApi } from './checkout-form';
import { SectionCard } from './section-card';
import { WhatsappOptIn } from './whatsapp-opt-in';

/** 'Seus dados': name, email and phone; the WhatsApp opt-in when the store sends messages. */
export function PersonSection({
  form,
  signedIn,
  whatsapp,
}: {
  form: CheckoutFormApi;
  signedIn: boolean;
  whatsapp: { checked: boolean; onChange: (on: boolean) => void } | null;
}) {
  return (
    <SectionCard icon={UserRound} title="Seus dados" id="checkout-person">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Nome completo"
          autoComplete="name"
          className="min-w-0 sm:col-span-2"
          {...checkoutField(form, 'name')}
        />
        {/* A signed-in order is the account's: its emails go to the account's address (docs/security.md#email). */}
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={signedIn}
          hint={signedIn ? 'O email da sua conta: os avisos do pedido vão para ele.' : undefined}
          className="min-w-0"
          {...checkoutField(form, 'email')}
        />
        <TextField
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(11) 91234-5678"
          className="min-w-0"
          {...checkoutField(form, 'phone', maskPhone)}
        />
        {whatsapp && <WhatsappOptIn {...whatsapp} />}
      </div>
    </SectionCard>
  );
}
