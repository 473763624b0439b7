import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** A pill beside the status chips that filters on its own ('Agendados', 'Não pagos'); `tone` colours it pressed and not. */
export function FilterToggle({
  pressed,
  onChange,
  tone,
  children,
}: {
  pressed: boolean;
  onChange: (v: boolean) => void;
  tone: { pressed: string; idle: string };
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex min-h-10 shrink-0 items-center gap-1.5 self-start rounded-full border px-4 text-sm font-medium whitespace-nowrap',
        pressed ? tone.pressed : tone.idle,
      )}
    >
      {children}
    </button>
  );
}
