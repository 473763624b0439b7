import type { CouponKind } from '@shared/coupons';
import { centsToReaisInput, parseReaisToCents } from '@shared/money';
import { winBackTermsSchema } from '@shared/schemas/win-back';
import type { WinBackTerms } from '@shared/win-back';

// The 'Sentimos sua falta' form as typed (days, a percentage, reais) and the terms the server
// takes, both ways; the rules and their messages are the shared winBackTermsSchema's.

export type WinBackDraft = {
  enabled: boolean;
  idleDays: string;
  couponKind: CouponKind;
  percentOff: string;
  amountOff: string;
  /** Empty: no minimum. */
  minOrder: string;
  validDays: string;
};

export type WinBackDraftErrors = Partial<Record<keyof WinBackDraft, string>>;

export function draftFrom(t: WinBackTerms): WinBackDraft {
  return {
    enabled: t.enabled,
    idleDays: String(t.idleDays),
    couponKind: t.couponKind,
    percentOff: t.percentOff === null ? '' : String(t.percentOff),
    amountOff: t.amountOffCents === null ? '' : centsToReaisInput(t.amountOffCents),
    minOrder: t.minSubtotalCents > 0 ? centsToReaisInput(t.minSubtotalCents) : '',
    validDays: String(t.validDays),
  };
}

/** A whole number, null when empty, NaN for anything else (the schema answers with its message). */
const whole = (s: string) => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);
const money = (s: string) => (s.trim() === '' ? null : (parseReaisToCents(s) ?? Number.NaN));

const FIELD_OF: Record<keyof WinBackTerms, keyof WinBackDraft> = {
  enabled: 'enabled',
  idleDays: 'idleDays',
  couponKind: 'couponKind',
  percentOff: 'percentOff',
  amountOffCents: 'amountOff',
  minSubtotalCents: 'minOrder',
  validDays: 'validDays',
};

/** The PUT body, or the first message of each field the shared rules refuse. */
export function validateDraft(d: WinBackDraft): { data: WinBackTerms } | { errors: WinBackDraftErrors } {
  const parsed = winBackTermsSchema.safeParse({
    enabled: d.enabled,
    idleDays: whole(d.idleDays) ?? Number.NaN,
    couponKind: d.couponKind,
    percentOff: d.couponKind === 'percent' ? whole(d.percentOff) : null,
    amountOffCents: d.couponKind === 'amount' ? money(d.amountOff) : null,
    minSubtotalCents: money(d.minOrder) ?? 0,
    validDays: whole(d.validDays) ?? Number.NaN,
  });
  if (parsed.success) return { data: parsed.data };
  const errors: WinBackDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[issue.path[0] as keyof WinBackTerms] ?? 'idleDays';
    errors[field] ??= issue.message;
  }
  return { errors };
}
