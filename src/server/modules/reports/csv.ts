import { stringify } from 'csv-stringify/sync';
import type { Report } from '@shared/contract/reports';
import { formatDecimal } from '@shared/money';
import type { ReportTable } from '@shared/report-tables';

// A report's table as a CSV file Brazilian Excel opens as it is (docs/product.md#reports):
// UTF-8 with a byte order mark, ';' between fields, money with a decimal comma ('67,79').

const BOM = '\uFEFF';
/** A text starting like a formula is written with an apostrophe first, so a spreadsheet shows it and never runs it (docs/security.md). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function tableCsv(table: ReportTable, report: Report): string {
  const cell = (value: string | number, i: number) => {
    if (typeof value === 'string') return FORMULA_START.test(value) ? `'${value}` : value;
    return table.columns[i]?.kind === 'money' ? formatDecimal(value).replace(/\./g, '') : value;
  };
  const rows = table.rows(report).map((row) => row.map(cell));
  return BOM + stringify([table.columns.map((c) => c.label), ...rows], { delimiter: ';', record_delimiter: '\r\n' });
}

/** 'relatorio-produtos-2026-03-01-a-2026-03-31.csv' */
export const csvFileName = (table: ReportTable, report: Pick<Report, 'from' | 'to'>) =>
  `relatorio-${table.id}-${report.from}-a-${report.to}.csv`;
