import { formatBRL } from '@shared/money';
import { differenceLabel } from '@shared/register';
import { cn } from '@web/lib/cn';

const tone = (cents: number) => (cents > 0 ? 'text-success' : cents < 0 ? 'text-danger' : 'text-muted');

/** 'Sobra R$ 2,00' in green, 'Falta R$ 5,00' in red, 'Sem diferença' quiet. */
export function DifferenceText({ cents, className }: { cents: number; className?: string }) {
  return <span className={cn('font-semibold tabular-nums', tone(cents), className)}>{differenceLabel(cents)}</span>;
}

/** The amount alone, coloured, where a label above already says 'Sobra' or 'Falta'. */
export function DifferenceAmount({ cents }: { cents: number }) {
  return (
    <span className={cn('font-semibold whitespace-nowrap tabular-nums', tone(cents))}>
      {formatBRL(Math.abs(cents))}
    </span>
  );
}
