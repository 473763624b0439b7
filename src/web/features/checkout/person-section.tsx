import { UserRound } from 'lucide-react';
import { maskPhone } from '@shared/masks';
import { SectionCard } from './section-card';
import { TextField, type CheckoutFormApi } from './text-field';

/** 'Seus dados': name, email and phone. */
export function PersonSection({ form, signedIn }: { form: CheckoutFormApi; signedIn: boolean }) {
  return (
    <SectionCard icon={UserRound} title="Seus dados" id="checkout-person">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField f={form} name="name" label="Nome completo" autoComplete="name" className="sm:col-span-2" />
        {/* A signed-in order is the account's: its emails go to the account's address (docs/security.md#email). */}
        <TextField
          f={form}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={signedIn}
          hint={signedIn ? 'O email da sua conta: os avisos do pedido vão para ele.' : undefined}
        />
        <TextField
          f={form}
          name="phone"
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          mask={maskPhone}
          placeholder="(11) 91234-5678"
        />
      </div>
    </SectionCard>
  );
}
