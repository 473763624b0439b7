import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { isMonth, shiftMonth } from './notes-month';

/** The month shown: the browser's month picker, with the month before and after a tap away. */
export function MonthPicker({
  month,
  latest,
  onChange,
}: {
  month: string;
  /** São Paulo's month now: no notes after it. */
  latest: string;
  onChange: (month: string) => void;
}) {
  const valid = isMonth(month);
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label="Mês anterior"
        disabled={!valid}
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </Button>
      <label htmlFor="fiscal-month" className="sr-only">
        Mês
      </label>
      <Input
        id="fiscal-month"
        type="month"
        className="w-44"
        value={month}
        max={latest}
        placeholder="aaaa-mm"
        aria-invalid={!valid}
        onChange={(e) => onChange(e.target.value)}
      />
      <Button
        variant="outline"
        size="icon"
        aria-label="Próximo mês"
        disabled={!valid || month >= latest}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
