import { CalendarClock, CalendarDays, Zap, type LucideIcon } from 'lucide-react';
import { ChoiceCard } from './choice-card';
import { SectionCard } from './section-card';
import { SlotPicker } from './slot-picker';
import { useSlotDays, type When } from './use-when';

/**
 * 'Quando?' (docs/product.md#scheduled-orders): 'Agora' while the store is open, or 'Agendar'
 * with day chips and the day's slots; a full slot shows 'Lotado' and cannot be chosen.
 */
export function WhenChoice({
  open,
  nextOpenLabel,
  value,
  onChange,
}: {
  open: boolean;
  /** 'Fechado · abre amanhã às 18:00', shown while closed. */
  nextOpenLabel: string;
  value: When;
  onChange: (w: When) => void;
}) {
  const { pending, days, day, pickDay } = useSlotDays(value, onChange);
  const scheduled = value.scheduled || !open;
  return (
    <SectionCard icon={CalendarClock} title="Quando?" id="checkout-when">
      <WhenModes
        open={open}
        scheduled={scheduled}
        onPick={(mode) => onChange({ scheduled: mode, slot: mode ? value.slot : null })}
      />
      {!open && <p className="mt-3 text-sm text-muted">{nextOpenLabel}. Agende seu pedido para um horário abaixo.</p>}
      {scheduled && (
        <SlotPicker
          pending={pending}
          days={days}
          day={day}
          slot={value.slot}
          onPickDay={pickDay}
          onPickSlot={(start) => onChange({ scheduled: true, slot: start })}
        />
      )}
    </SectionCard>
  );
}

/** The two cards: 'Agora' (not while the store is closed) and 'Agendar'. */
function WhenModes({
  open,
  scheduled,
  onPick,
}: {
  open: boolean;
  scheduled: boolean;
  onPick: (scheduled: boolean) => void;
}) {
  const modes: { scheduled: boolean; title: string; detail: string; icon: LucideIcon; disabled: boolean }[] = [
    {
      scheduled: false,
      title: 'Agora',
      detail: open ? 'O quanto antes' : 'Loja fechada',
      icon: Zap,
      disabled: !open,
    },
    { scheduled: true, title: 'Agendar', detail: 'Escolha dia e horário', icon: CalendarDays, disabled: false },
  ];
  return (
    <div role="radiogroup" aria-label="Quando?" className="grid grid-cols-2 gap-2.5">
      {modes.map(({ scheduled: mode, title, detail, icon: Icon, disabled }) => {
        return (
          <ChoiceCard
            key={title}
            input={
              <input
                type="radio"
                name="checkout-when"
                className="sr-only"
                checked={scheduled === mode}
                disabled={disabled}
                onChange={() => onPick(mode)}
              />
            }
            checked={scheduled === mode}
            disabled={disabled}
            icon={Icon}
            title={title}
            detail={detail}
            stacked
          />
        );
      })}
    </div>
  );
}
