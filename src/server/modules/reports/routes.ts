import { z } from 'zod';
import { notFound } from '@server/http/errors';
import { routeTable } from '@server/http/route-table';
import { reportSchema } from '@shared/contract/reports';
import { REPORT_TABLES } from '@shared/report-tables';
import { reportRangeSchema } from '@shared/schemas/reports';
import type { Ctx } from '../route-context';
import { csvFileName, tableCsv } from './csv';
import { buildReport } from './service';

// 'Relatórios' (docs/product.md#reports): the figures of a period as JSON for the screen, and
// each table as a CSV file built from the very same report.

export function reportRoutes({ database }: Ctx) {
  return routeTable()
    .route(
      {
        method: 'get',
        path: '/admin/reports',
        summary: 'Report of a period of São Paulo days',
        tag: 'admin',
        access: 'reports',
        query: reportRangeSchema,
        response: reportSchema,
      },
      (_c, { query }) => buildReport(database.db, query),
    )
    .route(
      {
        method: 'get',
        path: '/admin/reports/:file',
        summary: "One table of a period's report as CSV (UTF-8 with BOM, ';', decimal comma)",
        tag: 'admin',
        access: 'reports',
        params: z.object({ file: z.string() }),
        query: reportRangeSchema,
        response: z.string(),
      },
      async (_c, { params, query }) => {
        const table = REPORT_TABLES.find((t) => `${t.id}.csv` === params.file);
        if (!table) throw notFound('Relatório não encontrado.');
        const report = await buildReport(database.db, query);
        return new Response(tableCsv(table, report), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${csvFileName(table, report)}"`,
          },
        });
      },
    );
}
