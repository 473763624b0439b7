import type { CashbackTerms } from '@shared/cashback';
import { centsToReaisInput, parseReaisToCents } from '@shared/money';
import { cashbackTermsSchema } from '@shared/schemas/cashback';

// The 'Cashback' form as typed (a percentage like '2,5', reais, days) and the terms the server
// takes (hundredths of a percent, cents), both ways; the rules and their messages are the
// shared cashbackTermsSchema's (docs/product.md#cashback).

export type CashbackDraft = {
  enabled: boolean;
  /** '5', '2,5': the percentage with up to 2 decimals. */
  percent: string;
  /** Empty: every order earns. */
  minOrder: string;
  validDays: string;
  /** Empty: an order may use the whole balance. */
  maxUse: string;
};

export type CashbackDraftErrors = Partial<Record<keyof CashbackDraft, string>>;

/** '2,5' for 250, '5' for 500, '0,01' for 1: the rate as an owner types it. */
export const bpToPercentInput = (bp: number) => String(bp / 100).replace('.', ',');

/** Hundredths of a percent from '2,5', '2.5' or '5%'; NaN for anything else, which the schema refuses. */
export function percentInputToBp(typed: string): number {
  const s = typed.trim().replace(/\s*%$/, '');
  if (!/^\d{1,5}([.,]\d{1,2})?$/.test(s)) return Number.NaN;
  return Math.round(Number(s.replace(',', '.')) * 100);
}

export function draftFrom(t: CashbackTerms): CashbackDraft {
  return {
    enabled: t.enabled,
    percent: bpToPercentInput(t.percentBp),
    minOrder: t.minOrderCents > 0 ? centsToReaisInput(t.minOrderCents) : '',
    validDays: String(t.validDays),
    maxUse: t.maxUseCents === null ? '' : centsToReaisInput(t.maxUseCents),
  };
}

/** Cents, `empty` for an empty field, NaN for what is not an amount (the schema answers with its message). */
const money = <E>(s: string, empty: E) => (s.trim() === '' ? empty : (parseReaisToCents(s) ?? Number.NaN));
const days = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

const FIELD_OF: Record<keyof CashbackTerms, keyof CashbackDraft> = {
  enabled: 'enabled',
  percentBp: 'percent',
  minOrderCents: 'minOrder',
  validDays: 'validDays',
  maxUseCents: 'maxUse',
};

/** The PUT body, or the first message of each field the shared rules refuse. */
export function validateDraft(d: CashbackDraft): { data: CashbackTerms } | { errors: CashbackDraftErrors } {
  const parsed = cashbackTermsSchema.safeParse({
    enabled: d.enabled,
    percentBp: percentInputToBp(d.percent),
    minOrderCents: money(d.minOrder, 0),
    validDays: days(d.validDays),
    maxUseCents: money(d.maxUse, null),
  });
  if (parsed.success) return { data: parsed.data };
  const errors: CashbackDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[issue.path[0] as keyof CashbackTerms] ?? 'percent';
    errors[field] ??= issue.message;
  }
  return { errors };
}
