import { LoadingState } from '@web/components/ui/spinner';
import { failureMessage } from '@web/lib/failure-message';
import { RangePicker } from '../reports/range-picker';
import { useReportRange } from '../reports/use-report-range';
import { PageHeader } from '../ui/page-header';
import { useAdminWinBack } from './win-back-api';
import { WinBackFigures } from './win-back-figures';
import { WinBackForm } from './win-back-form';
import { WinBackHowItWorks } from './win-back-how-it-works';

/** /admin/sentimos-sua-falta: what the messages brought in a period, and the owner's terms (docs/product.md#sentimos-sua-falta). */
export function WinBackPage() {
  const { range, today, preset, setRange, choosePreset } = useReportRange();
  const q = useAdminWinBack(range);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title="Sentimos sua falta" subtitle="Um cupom só deles para os clientes que pediam e sumiram." />
      <RangePicker
        key={`${range.from}:${range.to}`}
        range={range}
        today={today}
        preset={preset}
        onPreset={choosePreset}
        onRange={setRange}
      />
      {q.isPending ? (
        <LoadingState text="Carregando..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          {failureMessage('Erro ao carregar', q.error)}
        </p>
      ) : (
        <>
          <WinBackFigures data={q.data} />
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_320px]">
            {/* The form keeps its own copy: a refetch never overwrites what is being typed. */}
            <WinBackForm saved={q.data.terms} />
            <WinBackHowItWorks />
          </div>
        </>
      )}
    </div>
  );
}
