import { cn } from '@web/lib/cn';

/** The list's 'Ativo' switch: saved at once, apart from the form. */
export function CouponActiveSwitch({
  code,
  active,
  busy,
  onChange,
}: {
  code: string;
  active: boolean;
  busy?: boolean;
  onChange: (active: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={`Cupom ${code} ativo`}
      disabled={busy}
      onClick={() => onChange(!active)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:opacity-60"
    >
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-6 w-10 shrink-0 rounded-full transition-colors',
          active ? 'bg-success' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
            active && 'translate-x-4',
          )}
        />
      </span>
      <span className={active ? 'text-ink' : 'text-muted'}>{active ? 'Ativo' : 'Inativo'}</span>
    </button>
  );
}
