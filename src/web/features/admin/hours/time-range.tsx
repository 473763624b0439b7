import { toMinutes } from '@shared/schedule';

const timeInput =
  'min-h-11 w-[6.5rem] rounded-xl border border-line bg-surface px-3 text-base tabular-nums focus:border-primary focus:outline-none';

/** "11:00 às 15:00"; a close at or before the open time runs past midnight, and says so. */
export function TimeRange({
  label,
  open,
  close,
  onChange,
}: {
  label: string;
  open: string;
  close: string;
  onChange: (open: string, close: string) => void;
}) {
  const overnight = toMinutes(close) <= toMinutes(open);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="time"
        aria-label={`Abre (${label})`}
        className={timeInput}
        value={open}
        onChange={(e) => onChange(e.target.value, close)}
        required
      />
      <span className="text-sm text-muted">às</span>
      <input
        type="time"
        aria-label={`Fecha (${label})`}
        className={timeInput}
        value={close}
        onChange={(e) => onChange(open, e.target.value)}
        required
      />
      {overnight && (
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary">até o dia seguinte</span>
      )}
    </div>
  );
}
