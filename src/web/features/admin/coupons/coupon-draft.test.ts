import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@shared/contract/coupons';
import { draftFrom, validateDraft, validityLabel } from './coupon-draft';

const saved: AdminCoupon = {
  id: 'c1',
  code: 'NATAL',
  kind: 'amount',
  percentOff: null,
  amountOffCents: 750,
  minSubtotalCents: 3000,
  // 01/12 00:00 and 26/12 00:00 in São Paulo (UTC−3): valid 01/12 through 25/12.
  startsAt: '2026-12-01T03:00:00.000Z',
  endsAt: '2026-12-26T03:00:00.000Z',
  maxUses: 100,
  maxUsesPerCustomer: 1,
  firstOrderOnly: false,
  accountRequired: false,
  active: true,
  usedCount: 3,
  createdAt: '2026-11-24T12:00:00.000Z',
};

describe('the Cupons form', () => {
  it('reads a coupon as typed (reais, whole days in São Paulo) and sends it back unchanged', () => {
    const draft = draftFrom(saved);
    expect(draft).toMatchObject({
      amountOff: '7,50',
      minSubtotal: '30,00',
      startsOn: '2026-12-01',
      endsOn: '2026-12-25',
    });
    expect(validityLabel(saved)).toBe('De 01/12/2026 até 25/12/2026');
    const result = validateDraft(draft);
    expect(result).toEqual({
      data: {
        code: 'NATAL',
        kind: 'amount',
        percentOff: null,
        amountOffCents: 750,
        minSubtotalCents: 3000,
        startsAt: saved.startsAt,
        endsAt: saved.endsAt,
        maxUses: 100,
        maxUsesPerCustomer: 1,
        firstOrderOnly: false,
        accountRequired: false,
        active: true,
      },
    });
  });

  it("shows the shared rules' messages on the fields typed", () => {
    const result = validateDraft({
      ...draftFrom(),
      code: 'x',
      kind: 'percent',
      percentOff: '10,5',
      maxUses: '0',
    });
    expect(result).toEqual({
      errors: {
        code: 'O código deve ter de 3 a 20 caracteres',
        percentOff: 'Percentual: de 1 a 100',
        maxUses: 'Limite de usos: 1 ou mais (vazio: sem limite)',
      },
    });
    const dates = { ...draftFrom(), code: 'DATAS', percentOff: '5', startsOn: '2026-12-10', endsOn: '2026-12-01' };
    expect(validateDraft(dates)).toEqual({ errors: { endsOn: 'O fim da validade deve ser depois do início' } });
    // One day is a valid window: from its start to its end.
    expect(validateDraft({ ...dates, endsOn: '2026-12-10' })).toHaveProperty('data');
    expect(validateDraft({ ...draftFrom(), code: 'FRETE', kind: 'amount', amountOff: 'abc' })).toEqual({
      errors: { amountOff: 'Informe o valor do desconto' },
    });
  });
});
