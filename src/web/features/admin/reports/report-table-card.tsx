import type { Report } from '@shared/contract/reports';
import { formatBRL } from '@shared/money';
import { formatInteger } from '@shared/number-format';
import type { ReportRange } from '@shared/report-range';
import type { ColumnKind, ReportTable } from '@shared/report-tables';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { CsvLink } from './csv-link';

function cellText(value: string | number, kind: ColumnKind): string {
  if (value === '') return '—';
  if (typeof value === 'string') return value;
  return kind === 'money' ? formatBRL(value) : formatInteger(value);
}

/** One of the report's tables as the CSV file holds it, with its download link. */
export function ReportTableCard({ table, report, range }: { table: ReportTable; report: Report; range: ReportRange }) {
  const rows = table.rows(report);
  const headingId = `report-${table.id}`;
  return (
    <Card className="flex min-w-0 flex-col p-4 sm:p-5" data-testid={`table-${table.id}`}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {table.title}
        </h2>
        <CsvLink table={table.id} title={table.title} range={range} />
      </div>
      {rows.length === 0 ? (
        <p className="py-3 text-sm text-muted">Nada no período.</p>
      ) : (
        <>
          <RowCards table={table} rows={rows} />
          <div className="hidden sm:block">
            <table className="w-full text-sm" aria-labelledby={headingId}>
              <thead className="text-xs text-muted">
                <tr>
                  {table.columns.map((c) => (
                    <th
                      key={c.label}
                      className={cn('py-1 font-medium', c.kind === 'text' ? 'pr-2 text-left' : 'pl-3 text-right')}
                    >
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((value, j) => {
                      const kind = table.columns[j]?.kind ?? 'text';
                      return (
                        <td
                          key={j}
                          className={cn(
                            'py-2',
                            kind === 'text' ? 'pr-2 font-medium' : 'pl-3 text-right whitespace-nowrap tabular-nums',
                          )}
                        >
                          {cellText(value, kind)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}

/** On a phone, each row as a card: its names on top, its figures under them with their labels. */
function RowCards({ table, rows }: { table: ReportTable; rows: (string | number)[][] }) {
  const kinds = table.columns.map((c) => c.kind);
  return (
    <ul className="divide-y divide-line sm:hidden">
      {rows.map((row, i) => (
        <li key={i} className="py-2.5 text-sm">
          <p className="font-medium">{row.filter((_, j) => kinds[j] === 'text').join(' · ')}</p>
          <dl className="mt-1 grid grid-cols-3 gap-x-3">
            {row.map((value, j) =>
              kinds[j] === 'text' ? null : (
                <div key={j} className="min-w-0">
                  <dt className="truncate text-xs text-muted">{table.columns[j]!.label}</dt>
                  <dd className="whitespace-nowrap tabular-nums">{cellText(value, kinds[j]!)}</dd>
                </div>
              ),
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
