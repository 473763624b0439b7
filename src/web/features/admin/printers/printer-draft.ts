import type { AdminPrinter } from '@shared/contract/printers';
import { printerSchema, type CodePage, type PaperWidth, type PrinterInput } from '@shared/schemas/printers';

// The 'Impressora' form as typed, and the printer the server takes; the rules are printerSchema's.

export type PrinterDraft = {
  name: string;
  host: string;
  port: string;
  paper: PaperWidth;
  codePage: CodePage;
  copies: string;
  /** Empty: the whole order. */
  categoryIds: string[];
  active: boolean;
};

export type PrinterDraftErrors = Partial<Record<keyof PrinterDraft, string>>;

export function draftFrom(p?: AdminPrinter): PrinterDraft {
  return {
    name: p?.name ?? '',
    host: p?.host ?? '',
    port: String(p?.port ?? 9100),
    paper: p?.paper ?? 80,
    codePage: p?.codePage ?? 'cp860',
    copies: String(p?.copies ?? 1),
    categoryIds: p?.categoryIds ?? [],
    active: p?.active ?? true,
  };
}

const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** The request body, or the first message of each field the shared rules refuse. */
export function validateDraft(d: PrinterDraft): { data: PrinterInput } | { errors: PrinterDraftErrors } {
  const parsed = printerSchema.safeParse({ ...d, port: whole(d.port), copies: whole(d.copies) });
  if (parsed.success) return { data: parsed.data };
  const errors: PrinterDraftErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof PrinterDraft] ??= issue.message;
  return { errors };
}
