import { NOTE_STATUS_LABELS, NOTE_STATUSES, type NoteStatus } from '@shared/fiscal';
import { cn } from '@web/lib/cn';

/**
 * 'Todas' and each status with its count in the month; a status with no note is left out
 * unless it is the one chosen, so the row stays short on a phone.
 */
export function NoteStatusChips({
  counts,
  value,
  onChange,
}: {
  counts: Record<NoteStatus, number>;
  value: NoteStatus | null;
  onChange: (status: NoteStatus | null) => void;
}) {
  const total = NOTE_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const chips = [
    { status: null, label: 'Todas', count: total },
    ...NOTE_STATUSES.filter((s) => counts[s] > 0 || s === value).map((s) => ({
      status: s,
      label: NOTE_STATUS_LABELS[s],
      count: counts[s],
    })),
  ];
  return (
    <div role="radiogroup" aria-label="Filtrar por situação" className="flex flex-wrap gap-2">
      {chips.map((c) => (
        <button
          key={c.status ?? 'all'}
          type="button"
          role="radio"
          aria-checked={value === c.status}
          onClick={() => onChange(c.status)}
          className={cn(
            'inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap',
            value === c.status
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-line bg-surface text-ink hover:bg-canvas',
          )}
        >
          {c.label}
          <span className={cn('text-xs', value === c.status ? 'opacity-90' : 'text-muted')}>{c.count}</span>
        </button>
      ))}
    </div>
  );
}
