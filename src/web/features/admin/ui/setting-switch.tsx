import type { LucideIcon } from 'lucide-react';
import { SwitchTrack } from '@web/features/admin/settings/switch-track';
import { cn } from '@web/lib/cn';

/** A setting turned on or off: a whole-width switch with its icon, its name and what it does. */
export function SettingSwitch({
  on,
  onChange,
  icon: Icon,
  title,
  description,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-xl border px-3 py-2 text-left',
        on ? 'border-primary/40 bg-primary/5' : 'border-line bg-surface',
      )}
    >
      <Icon className="size-5 shrink-0 text-primary" aria-hidden />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold">{title}</span>
        <span className="block text-xs text-muted">{description}</span>
      </span>
      <SwitchTrack on={on} />
    </button>
  );
}
