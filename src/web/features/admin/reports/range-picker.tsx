import { useState, type FormEvent } from 'react';
import { MAX_REPORT_DAYS, rangeDays, REPORT_PRESETS, type ReportPreset, type ReportRange } from '@shared/report-range';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

type Props = {
  range: ReportRange;
  today: string;
  preset: ReportPreset | undefined;
  onPreset: (id: ReportPreset) => void;
  onRange: (range: ReportRange) => void;
};

/** What the dates typed miss, in the server's words; null when the period can be asked for. */
function rangeProblem({ from, to }: ReportRange): string | null {
  if (!from || !to) return 'Informe as duas datas.';
  if (to < from) return 'A data final não pode ser anterior à inicial.';
  if (rangeDays({ from, to }) > MAX_REPORT_DAYS) return `Escolha um período de até ${MAX_REPORT_DAYS} dias.`;
  return null;
}

/** The presets as chips, and two dates for any other period ('Aplicar'). */
export function RangePicker({ range, today, preset, onPreset, onRange }: Props) {
  // The page keys this by the period, so a preset or the address starts the dates afresh.
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) onRange(draft);
  };
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div role="group" aria-label="Períodos prontos" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {REPORT_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={preset === p.id}
            onClick={() => onPreset(p.id)}
            className={cn(
              'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
              preset === p.id
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-line bg-surface text-ink hover:bg-canvas',
            )}
          >
            {p.label}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
        <DateInput label="De" value={draft.from} max={today} onChange={(from) => setDraft({ ...draft, from })} />
        <DateInput label="Até" value={draft.to} max={today} onChange={(to) => setDraft({ ...draft, to })} />
        <Button type="submit" variant="outline" disabled={Boolean(problem)}>
          Aplicar
        </Button>
        {problem && draft.from && draft.to && (
          <p role="alert" className="w-full text-sm text-danger">
            {problem}
          </p>
        )}
      </form>
    </Card>
  );
}

function DateInput({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-w-36 flex-1 flex-col gap-1 text-sm font-medium sm:flex-none">
      {label}
      <Input type="date" value={value} max={max} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
