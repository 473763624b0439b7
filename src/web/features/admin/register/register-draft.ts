import type { z } from 'zod';
import { parseReaisToCents } from '@shared/money';
import type { CashMovementKind, CountedMethod } from '@shared/register';
import {
  cashMovementSchema,
  closeRegisterSchema,
  openRegisterSchema,
  type CashMovementInput,
  type CloseRegisterInput,
  type OpenRegisterInput,
} from '@shared/schemas/register';

// The register's forms as typed (reais, '150,00') and the bodies the server takes (cents);
// the rules are the shared schemas' (src/shared/schemas/register.ts).

const UNREADABLE = 'Digite um valor como 150,00';

type Parsed<T, K extends string> =
  { body: T; errors?: undefined } | { body?: undefined; errors: Partial<Record<K, string>> };

/** Cents, undefined when empty (the schema asks for it), or the message for what is not an amount. */
function money(typed: string): number | undefined | { error: string } {
  if (typed.trim() === '') return undefined;
  return parseReaisToCents(typed) ?? { error: UNREADABLE };
}

/** Parses `raw` with `schema`; each field gets its first message, unreadable amounts theirs. */
function parse<T, K extends string>(
  schema: z.ZodType<unknown, T>,
  raw: Record<string, unknown>,
  fieldOf: (path: PropertyKey[]) => K,
  unreadable: Partial<Record<K, string>>,
): Parsed<T, K> {
  const result = schema.safeParse(raw);
  const errors: Partial<Record<K, string>> = { ...unreadable };
  for (const issue of result.error?.issues ?? []) errors[fieldOf(issue.path)] ??= issue.message;
  if (Object.keys(errors).length > 0 || !result.success) return { errors };
  return { body: raw as T };
}

function amounts<K extends string>(typed: Record<K, string>) {
  const cents = {} as Record<K, number | undefined>;
  const unreadable: Partial<Record<K, string>> = {};
  for (const key of Object.keys(typed) as K[]) {
    const v = money(typed[key]);
    if (typeof v === 'object') unreadable[key] = v.error;
    else cents[key] = v;
  }
  return { cents, unreadable };
}

export function openBody(float: string): Parsed<OpenRegisterInput, 'float'> {
  const { cents, unreadable } = amounts({ float });
  return parse(openRegisterSchema, { floatCents: cents.float ?? 0 }, () => 'float', unreadable);
}

export type MovementDraft = { amount: string; reason: string };

export function movementBody(kind: CashMovementKind, d: MovementDraft): Parsed<CashMovementInput, keyof MovementDraft> {
  const { cents, unreadable } = amounts({ amount: d.amount });
  return parse<CashMovementInput, keyof MovementDraft>(
    cashMovementSchema,
    { kind, amountCents: cents.amount, reason: d.reason.trim() },
    (path) => (path[0] === 'reason' ? 'reason' : 'amount'),
    unreadable,
  );
}

export type CloseDraft = Record<CountedMethod, string> & { note: string };

export function closeBody(d: CloseDraft): Parsed<CloseRegisterInput, keyof CloseDraft> {
  const { cents, unreadable } = amounts({ cash: d.cash, credit_card: d.credit_card, pix: d.pix });
  return parse<CloseRegisterInput, keyof CloseDraft>(
    closeRegisterSchema,
    { countedCents: cents, note: d.note.trim() || null },
    (path) => (path[0] === 'note' ? 'note' : (path[1] as CountedMethod)),
    unreadable,
  );
}
