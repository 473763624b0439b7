import { describe, expect, it } from 'vitest';
import type { CashbackTerms } from '@shared/cashback';
import { draftFrom, validateDraft } from './cashback-draft';

const saved: CashbackTerms = { enabled: true, percentBp: 250, minOrderCents: 3000, validDays: 90, maxUseCents: null };

describe('the Cashback form', () => {
  it('shows the terms as typed and sends them back unchanged', () => {
    const draft = draftFrom(saved);
    expect(draft).toEqual({ enabled: true, percent: '2,5', minOrder: '30,00', validDays: '90', maxUse: '' });
    expect(validateDraft(draft)).toEqual({ data: saved });
    expect(draftFrom({ ...saved, percentBp: 500, minOrderCents: 0, maxUseCents: 1000 })).toMatchObject({
      percent: '5',
      minOrder: '',
      maxUse: '10,00',
    });
    expect(draftFrom({ ...saved, percentBp: 1 }).percent).toBe('0,01');
  });

  it('reads a percentage with a comma, a dot or a % sign, up to 2 decimals', () => {
    const bp = (percent: string) => {
      const result = validateDraft({ ...draftFrom(saved), percent });
      return 'data' in result ? result.data.percentBp : result.errors.percent;
    };
    expect(bp('5')).toBe(500);
    expect(bp('2,5')).toBe(250);
    expect(bp(' 2.75 ')).toBe(275);
    expect(bp('10%')).toBe(1000);
    expect(bp('100')).toBe(10_000);
    expect(bp('0,01')).toBe(1);
    for (const refused of ['', '0', '2,555', 'cinco', '-5', '100,5'])
      expect(bp(refused)).toBe('Percentual: de 0,01% a 100%');
  });

  it('takes empty money fields as no minimum and no cap', () => {
    const result = validateDraft({ ...draftFrom(saved), minOrder: ' ', maxUse: '' });
    expect(result).toEqual({ data: { ...saved, minOrderCents: 0, maxUseCents: null } });
    expect(validateDraft({ ...draftFrom(saved), maxUse: '12,5' })).toEqual({ data: { ...saved, maxUseCents: 1250 } });
  });

  it("shows the shared rules' messages on the fields typed", () => {
    expect(validateDraft({ enabled: true, percent: '5', minOrder: 'trinta', validDays: '0', maxUse: '0,00' })).toEqual({
      errors: {
        minOrder: 'Pedido mínimo inválido',
        validDays: 'Validade: de 1 a 730 dias',
        maxUse: 'Uso máximo por pedido: a partir de R$ 0,01',
      },
    });
    expect(validateDraft({ ...draftFrom(saved), validDays: '30,5' })).toEqual({
      errors: { validDays: 'Validade: de 1 a 730 dias' },
    });
  });
});
