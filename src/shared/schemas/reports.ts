import { z } from 'zod';
import { MAX_REPORT_DAYS, rangeDays } from '../report-range';

// The period a report asks for (GET /api/admin/reports and its CSV files): two São Paulo days.

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T12:00:00Z`).toISOString().startsWith(s);
const day = (which: string) =>
  z.string({ error: `Informe a data ${which} (AAAA-MM-DD).` }).refine(isDay, `Data ${which} inválida: use AAAA-MM-DD.`);

export const reportRangeSchema = z
  .object({ from: day('inicial'), to: day('final') })
  .refine((r) => r.from <= r.to, 'A data final não pode ser anterior à inicial.')
  .refine((r) => rangeDays(r) <= MAX_REPORT_DAYS, `Escolha um período de até ${MAX_REPORT_DAYS} dias.`);
