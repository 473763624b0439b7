import { UserRound } from 'lucide-react';
import { maskPhone } from '@shared/masks';
import { TextField } from '@web/components/ui/field';
import { checkoutField, type CheckoutFormApi } from './checkout-form';
import { SectionCard } from './section-card';

/** 'Seus dados': name, email and phone. */
export function PersonSection({ form, signedIn }: { form: CheckoutFormApi; signedIn: boolean }) {
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
      </div>
    </SectionCard>
  );
}
