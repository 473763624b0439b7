import { NOTE_STATUS_LABELS, type NoteStatus } from '@shared/fiscal';
import { cn } from '@web/lib/cn';

type Tone = 'green' | 'red' | 'grey' | 'amber';

/** Authorised green, refused red, cancelled or never issued grey, on its way amber. */
const TONE_OF: Record<NoteStatus, Tone> = {
  authorized: 'green',
  rejected: 'red',
  denied: 'red',
  cancelled: 'grey',
  skipped: 'grey',
  queued: 'amber',
  processing: 'amber',
};

// Dark text on a light tint, as the order status badges (docs/look-and-feel.md).
const TONE: Record<Tone, string> = {
  green: 'bg-green-100 text-green-900 ring-green-200',
  red: 'bg-red-100 text-red-900 ring-red-200',
  grey: 'bg-stone-100 text-stone-800 ring-stone-200',
  amber: 'bg-amber-100 text-amber-900 ring-amber-200',
};
const DOT: Record<Tone, string> = {
  green: 'bg-green-600',
  red: 'bg-red-500',
  grey: 'bg-stone-400',
  amber: 'bg-amber-500',
};

/** A note's or a voiding's status as a badge. */
export function FiscalStatusBadge({ status, label }: { status: NoteStatus; label?: string }) {
  const tone = TONE_OF[status];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONE[tone],
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', DOT[tone])} />
      {label ?? NOTE_STATUS_LABELS[status]}
    </span>
  );
}
