import { Download } from 'lucide-react';
import type { ReportRange } from '@shared/report-range';
import { buttonVariants } from '@web/components/ui/button';

/** 'CSV': the table's file for the period, from the server (the same figures as the screen). */
export function CsvLink({ table, title, range }: { table: string; title: string; range: ReportRange }) {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return (
    <a
      href={`/api/admin/reports/${table}.csv?${query}`}
      download
      aria-label={`Baixar CSV: ${title}`}
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'shrink-0 text-primary' })}
    >
      <Download className="size-4" aria-hidden /> CSV
    </a>
  );
}
