import { cn } from '@web/lib/cn';

/** The drawn track and thumb of the settings' switches; the button around it carries the role and the label. */
export function SwitchTrack({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative inline-flex h-6 w-10 shrink-0 items-center rounded-full transition-colors',
        on ? 'bg-primary' : 'bg-line',
      )}
    >
      <span
        className={cn(
          'absolute size-5 rounded-full bg-white shadow transition-transform',
          on ? 'translate-x-[18px]' : 'translate-x-0.5',
        )}
      />
    </span>
  );
}
