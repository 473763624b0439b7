import type { z } from 'zod';
import { noteVoidSchema } from '@shared/schemas/fiscal';

// 'Inutilizar numeração' as typed, and the range the server takes; the rules are noteVoidSchema's.

export type VoidDraft = { series: string; from: string; to: string; reason: string };
export type VoidDraftErrors = Partial<Record<keyof VoidDraft, string>>;

/** A whole number, NaN for anything else (the schema answers with its message). */
const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** The POST body, or the first message of each field the shared rules refuse. */
export function validateVoid(d: VoidDraft): { data: z.output<typeof noteVoidSchema> } | { errors: VoidDraftErrors } {
  const parsed = noteVoidSchema.safeParse({
    series: whole(d.series),
    from: whole(d.from),
    // One number alone: 'até' left empty.
    to: d.to.trim() === '' ? whole(d.from) : whole(d.to),
    reason: d.reason,
  });
  if (parsed.success) return { data: parsed.data };
  const errors: VoidDraftErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof VoidDraft] ??= issue.message;
  return { errors };
}

/** 'nº 12', or 'nº 12 a 15'. */
export const rangeText = (r: { from: number; to: number }) =>
  r.from === r.to ? `nº ${r.from}` : `nº ${r.from} a ${r.to}`;
