import type { AdminCoupon } from '@shared/contract/coupons';
import type { CouponKind } from '@shared/coupons';
import { centsToReaisInput, formatBRL, parseReaisToCents } from '@shared/money';
import { addDays, instantAt, localTime } from '@shared/schedule';
import { couponSchema, type CouponInput } from '@shared/schemas/coupons';

// The 'Cupons' form as typed (reais, whole days in the store's time zone) and the coupon the
// server takes (cents, instants), both ways; the rules are the shared couponSchema's.

export type CouponDraft = {
  code: string;
  kind: CouponKind;
  percentOff: string;
  amountOff: string;
  minSubtotal: string;
  /** yyyy-mm-dd: valid from the start of this day, São Paulo time; empty: from now on. */
  startsOn: string;
  /** yyyy-mm-dd: valid through the end of this day; empty: no end. */
  endsOn: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstOrderOnly: boolean;
  accountRequired: boolean;
  active: boolean;
};

export type CouponDraftErrors = Partial<Record<keyof CouponDraft, string>>;

export function draftFrom(c?: AdminCoupon): CouponDraft {
  return {
    code: c?.code ?? '',
    kind: c?.kind ?? 'percent',
    percentOff: c?.percentOff != null ? String(c.percentOff) : '',
    amountOff: c?.amountOffCents != null ? centsToReaisInput(c.amountOffCents) : '',
    minSubtotal: c?.minSubtotalCents ? centsToReaisInput(c.minSubtotalCents) : '',
    startsOn: c?.startsAt ? localTime(new Date(c.startsAt)).date : '',
    // Stored as the first instant it no longer holds: the next day's start.
    endsOn: c?.endsAt ? addDays(localTime(new Date(c.endsAt)).date, -1) : '',
    maxUses: c?.maxUses != null ? String(c.maxUses) : '',
    maxUsesPerCustomer: c?.maxUsesPerCustomer != null ? String(c.maxUsesPerCustomer) : '',
    firstOrderOnly: c?.firstOrderOnly ?? false,
    accountRequired: c?.accountRequired ?? false,
    active: c?.active ?? true,
  };
}

/** A typed whole number, or NaN for anything else (the schema answers with its message). */
const count = (s: string) => (s.trim() === '' ? null : /^\d+$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);
const money = (s: string) => (s.trim() === '' ? null : (parseReaisToCents(s) ?? Number.NaN));
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (s: string, offset: number) => (DAY.test(s) ? instantAt(addDays(s, offset), 0).toISOString() : null);

const FIELD_OF: Record<string, keyof CouponDraft> = {
  amountOffCents: 'amountOff',
  minSubtotalCents: 'minSubtotal',
  startsAt: 'startsOn',
  endsAt: 'endsOn',
};

/** The request body, or the first message of each field the shared rules refuse. */
export function validateDraft(d: CouponDraft): { data: CouponInput } | { errors: CouponDraftErrors } {
  const input: CouponInput = {
    code: d.code,
    kind: d.kind,
    percentOff: d.kind === 'percent' ? count(d.percentOff) : null,
    amountOffCents: d.kind === 'amount' ? money(d.amountOff) : null,
    minSubtotalCents: money(d.minSubtotal) ?? 0,
    startsAt: day(d.startsOn, 0),
    endsAt: day(d.endsOn, 1),
    maxUses: count(d.maxUses),
    maxUsesPerCustomer: count(d.maxUsesPerCustomer),
    firstOrderOnly: d.firstOrderOnly,
    accountRequired: d.accountRequired,
    active: d.active,
  };
  const parsed = couponSchema.safeParse(input);
  if (parsed.success) return { data: input };
  const errors: CouponDraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'code');
    const field = FIELD_OF[key] ?? (key as keyof CouponDraft);
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** The list's conditions: 'Pedido mínimo R$ 30,00 · 1 por cliente · Só 1º pedido'; 'Sem condições'. */
export function conditionsLabel(c: AdminCoupon): string {
  const parts = [
    c.minSubtotalCents > 0 && `Pedido mínimo ${formatBRL(c.minSubtotalCents)}`,
    c.maxUsesPerCustomer !== null && `${c.maxUsesPerCustomer} por cliente`,
    c.firstOrderOnly && 'Só 1º pedido',
    c.accountRequired && 'Só com conta',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Sem condições';
}

const dayLabel = (date: string) => {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
};

/** The list's validity: 'De 01/12/2026 até 31/12/2026', 'Até 31/12/2026', 'Sem prazo'. */
export function validityLabel(c: Pick<AdminCoupon, 'startsAt' | 'endsAt'>): string {
  const from = c.startsAt ? dayLabel(localTime(new Date(c.startsAt)).date) : null;
  const to = c.endsAt ? dayLabel(addDays(localTime(new Date(c.endsAt)).date, -1)) : null;
  if (from && to) return `De ${from} até ${to}`;
  if (from) return `A partir de ${from}`;
  if (to) return `Até ${to}`;
  return 'Sem prazo';
}

/** 'Expirado', 'Agendado', 'Esgotado' or null (valid now, as far as dates and uses go). */
export function couponState(c: AdminCoupon, now: Date): string | null {
  if (c.endsAt && now >= new Date(c.endsAt)) return 'Expirado';
  if (c.maxUses !== null && c.usedCount >= c.maxUses) return 'Esgotado';
  if (c.startsAt && now < new Date(c.startsAt)) return 'Agendado';
  return null;
}
