// Money is integer cents everywhere (database, API, cart); only the UI formats it (docs/product.md#pricing).
import { formatInteger } from './number-format';

// Formatted by hand, exactly as Intl's pt-BR would (number-format.ts says why).

/** "1.234,56": dots between thousands, a decimal comma, a minus sign first. */
export function formatDecimal(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${abs > 0 && cents < 0 ? '-' : ''}${formatInteger(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`;
}

/** "R$ 12,34", "-R$ 1.234,56" (with a plain space). */
export function formatBRL(cents: number): string {
  const amount = formatDecimal(cents);
  return amount.startsWith('-') ? `-R$ ${amount.slice(1)}` : `R$ ${amount}`;
}

/**
 * Parses what a person types as an amount in reais ("12,5", "1.234,56", "12.50") into cents.
 * Returns null for anything that is not a plain non-negative amount.
 */
export function parseReaisToCents(input: string | number): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input * 100) : null;
  let s = input.trim().replace(/^R\$\s*/, '');
  if (!s) return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

export function centsToReaisInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}
