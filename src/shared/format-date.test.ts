import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  it('shows dd/MM/yyyy HH:mm in America/Sao_Paulo (UTC-3)', () => {
    expect(formatDateTime('2026-03-15T18:05:00Z')).toBe('15/03/2026 15:05');
    expect(formatDateTime(new Date('2026-12-31T23:59:00-03:00'))).toBe('31/12/2026 23:59');
  });

  it('moves to the previous day in São Paulo before 03:00 UTC, with a 24-hour clock', () => {
    expect(formatDateTime('2026-01-05T02:07:00Z')).toBe('04/01/2026 23:07');
    expect(formatDateTime('2026-01-05T03:00:00Z')).toBe('05/01/2026 00:00');
  });

  it("answers 'Data inválida' when the date is missing or unreadable", () => {
    expect(formatDateTime(null)).toBe('Data inválida');
    expect(formatDateTime(undefined)).toBe('Data inválida');
    expect(formatDateTime('')).toBe('Data inválida');
    expect(formatDateTime('ontem')).toBe('Data inválida');
  });
});
