import { useQuery } from '@tanstack/react-query';
import type { Report } from '@shared/contract/reports';
import { hourLabel, REPORT_TABLES, WEEKDAY_NAMES } from '@shared/report-tables';
import { LoadingState } from '@web/components/ui/spinner';
import { api } from '@web/lib/api';
import { failureMessage } from '@web/lib/failure-message';
import { PageHeader } from '../ui/page-header';
import { BarChart } from './bar-chart';
import { RangePicker } from './range-picker';
import { ReportSummary } from './report-summary';
import { ReportTableCard } from './report-table-card';
import { useReportRange } from './use-report-range';

/** Shown apart from the tables: the summary as figures, hours and weekdays as charts. */
const NOT_TABLES = new Set(['resumo', 'pedidos-por-hora', 'pedidos-por-dia-da-semana']);

/** /admin/relatorios: a period's figures, charts and tables, each downloadable (docs/product.md#reports). */
export function ReportsPage() {
  const { range, today, preset, setRange, choosePreset } = useReportRange();
  const q = useQuery({
    queryKey: ['admin', 'reports', range.from, range.to],
    queryFn: () => api<Report>(`/api/admin/reports?${new URLSearchParams(range)}`),
  });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader title="Relatórios" subtitle="Vendas, produtos e clientes por período (horário de São Paulo)." />
      <RangePicker
        key={`${range.from}:${range.to}`}
        range={range}
        today={today}
        preset={preset}
        onPreset={choosePreset}
        onRange={setRange}
      />
      {q.isPending ? (
        <LoadingState text="Carregando relatório..." />
      ) : q.isError ? (
        <p role="alert" className="text-danger">
          {failureMessage('Erro ao carregar o relatório', q.error)}
        </p>
      ) : (
        <ReportBody report={q.data} />
      )}
    </div>
  );
}

function ReportBody({ report }: { report: Report }) {
  const range = { from: report.from, to: report.to };
  return (
    <>
      <ReportSummary report={report} range={range} />
      <div className="grid gap-5 lg:grid-cols-2">
        <BarChart
          title="Pedidos por hora do dia"
          table="pedidos-por-hora"
          range={range}
          labelEvery={3}
          bars={report.byHour.map((h) => ({ key: h.hour, label: hourLabel(h.hour), ...h }))}
        />
        <BarChart
          title="Pedidos por dia da semana"
          table="pedidos-por-dia-da-semana"
          range={range}
          bars={report.byWeekday.map((d) => ({ key: d.weekday, label: WEEKDAY_NAMES[d.weekday]!.slice(0, 3), ...d }))}
        />
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {REPORT_TABLES.filter((t) => !NOT_TABLES.has(t.id)).map((t) => (
          <ReportTableCard key={t.id} table={t} report={report} range={range} />
        ))}
      </div>
    </>
  );
}
