import { TextField } from '@web/components/ui/field';
import { useCurrentUser } from '@web/features/auth/use-current-user';
import type { SettingsFields } from './settings-form';

/** PIX: the key and the receiver each order's copia e cola code is made with. */
export function PixTab({ draft, set, errors }: SettingsFields) {
  const { can } = useCurrentUser();
  const locked = !can('payment-settings');
  return (
    <fieldset disabled={locked} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        O código PIX (copia e cola) de cada pedido é gerado com estes dados. Sem chave, o PIX não aparece no checkout.
      </p>
      {locked && (
        <p className="rounded-xl bg-canvas p-3 text-sm font-medium">Só o dono da loja altera os dados de pagamento.</p>
      )}
      <TextField
        id="s-pix"
        label="Chave PIX"
        value={draft.pixKey}
        onChange={(e) => set({ pixKey: e.target.value })}
        error={errors.pixKey}
        placeholder="CNPJ, e-mail, telefone ou chave aleatória"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="s-pix-name"
          label="Nome do recebedor"
          value={draft.pixMerchantName}
          onChange={(e) => set({ pixMerchantName: e.target.value })}
          error={errors.pixMerchantName}
          hint="Até 25 caracteres."
        />
        <TextField
          id="s-pix-city"
          label="Cidade do recebedor"
          value={draft.pixMerchantCity}
          onChange={(e) => set({ pixMerchantCity: e.target.value })}
          error={errors.pixMerchantCity}
          hint="Até 15 caracteres."
        />
      </div>
    </fieldset>
  );
}
