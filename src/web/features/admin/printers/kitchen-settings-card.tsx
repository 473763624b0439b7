import { Zap } from 'lucide-react';
import { PRINT_ON, PRINT_ON_LABELS, type KitchenSettings, type PrintOn } from '@shared/schemas/kitchen-settings';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { SettingSwitch } from '@web/features/admin/ui/setting-switch';
import { useKitchenSettings } from './printers-api';
import { useKitchenSettingsForm } from './use-kitchen-settings-form';

/** 'Cozinha': when orders print, whether new ones are accepted without a tap, the display's timers. */
export function KitchenSettingsCard() {
  const settings = useKitchenSettings();
  if (!settings.data) return null;
  return <KitchenSettingsForm saved={settings.data} />;
}

function KitchenSettingsForm({ saved }: { saved: KitchenSettings }) {
  const { draft, errors, set, submit, saving } = useKitchenSettingsForm(saved);
  return (
    <Card className="mt-6 p-5">
      <form
        className="flex flex-col gap-4"
        aria-labelledby="kitchen-settings-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <h2 id="kitchen-settings-title" className="text-lg font-semibold">
          Cozinha
        </h2>
        <SelectField
          id="k-print-on"
          label="Imprimir automaticamente"
          hint="Pedidos agendados imprimem quando forem aceitos. Pagamento online só imprime depois de confirmado."
          error={errors.printOn}
          value={draft.printOn}
          onChange={(e) => set({ printOn: e.target.value as PrintOn })}
        >
          {PRINT_ON.map((p) => (
            <option key={p} value={p}>
              {PRINT_ON_LABELS[p]}
            </option>
          ))}
        </SelectField>
        <SettingSwitch
          on={draft.autoAccept}
          onChange={(autoAccept) => set({ autoAccept })}
          icon={Zap}
          title="Aceitar pedidos automaticamente"
          description="Pedido pago, ou a pagar na entrega, vai direto para 'Em preparação' e imprime."
        />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-ink">Tela da cozinha: tempo desde o aceite</legend>
          <TextField
            id="k-amber"
            label="Amarelo a partir de (min)"
            inputMode="numeric"
            error={errors.amberMinutes}
            value={draft.amberMinutes}
            onChange={(e) => set({ amberMinutes: e.target.value })}
          />
          <TextField
            id="k-red"
            label="Vermelho a partir de (min)"
            inputMode="numeric"
            error={errors.redMinutes}
            value={draft.redMinutes}
            onChange={(e) => set({ redMinutes: e.target.value })}
          />
        </fieldset>
        <Button type="submit" className="self-end" disabled={saving}>
          {saving ? 'Salvando...' : 'Salvar'}
        </Button>
      </form>
    </Card>
  );
}
