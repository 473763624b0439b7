import { CalendarClock } from 'lucide-react';
import { TextField } from '@web/components/ui/field';
import { SettingSwitch } from '@web/features/admin/ui/setting-switch';
import type { SchedulingDraft, SettingsErrors } from './settings-form';

type Key = Exclude<keyof SchedulingDraft, 'enabled'>;
const FIELDS: { key: Key; error: string; label: string; hint: string; placeholder?: string }[] = [
  { key: 'slotMinutes', error: 'slotMinutes', label: 'Duração de cada horário (min)', hint: 'De 10 a 240 minutos.' },
  {
    key: 'daysAhead',
    error: 'scheduleDaysAhead',
    label: 'Dias à frente',
    hint: '0: só hoje; até 14 dias depois de hoje.',
  },
  {
    key: 'maxOrders',
    error: 'slotMaxOrders',
    label: 'Pedidos por horário',
    hint: 'Vazio: sem limite.',
    placeholder: 'Sem limite',
  },
  {
    key: 'maxItems',
    error: 'slotMaxItems',
    label: 'Itens por horário',
    hint: 'Soma das quantidades. Vazio: sem limite.',
    placeholder: 'Sem limite',
  },
  {
    key: 'alertMinutes',
    error: 'scheduledAlertMinutes',
    label: 'Avisar antes (min)',
    hint: 'O alarme de novo pedido toca de novo este tempo antes do horário (0: sem aviso).',
  },
];

/**
 * 'Pedidos agendados' (docs/product.md#scheduled-orders): on, checkout offers time slots within
 * the opening hours, and a closed store still takes orders for when it opens.
 */
export function SchedulingSettings({
  value,
  onChange,
  errors,
}: {
  value: SchedulingDraft;
  onChange: (v: SchedulingDraft) => void;
  errors: SettingsErrors;
}) {
  const on = value.enabled;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="s-scheduling-title">
      <div>
        <h2 id="s-scheduling-title" className="font-semibold">
          Pedidos agendados
        </h2>
        <p className="text-sm text-muted">
          Os horários seguem o funcionamento da loja (página Horários), incluindo datas especiais e pausas.
        </p>
      </div>
      <SettingSwitch
        on={on}
        onChange={(enabled) => onChange({ ...value, enabled })}
        icon={CalendarClock}
        title="Aceitar pedidos agendados"
        description="O cliente escolhe um horário de hoje ou dos próximos dias, mesmo com a loja fechada."
      />
      {on && (
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <TextField
              key={f.key}
              id={`s-${f.key}`}
              label={f.label}
              error={errors[f.error]}
              hint={f.hint}
              inputMode="numeric"
              value={value[f.key]}
              onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
              placeholder={f.placeholder}
            />
          ))}
        </div>
      )}
    </section>
  );
}
