import { describe, expect, it } from 'vitest';
import { WIN_BACK_OFF } from '@shared/win-back';
import { draftFrom, validateDraft } from './win-back-draft';

describe("the 'Sentimos sua falta' form", () => {
  it('reads the terms back as typed, and an amount in reais', () => {
    const draft = { ...draftFrom(WIN_BACK_OFF), enabled: true, couponKind: 'amount' as const, amountOff: '7,50' };
    expect(validateDraft({ ...draft, minOrder: '40' })).toEqual({
      data: {
        ...WIN_BACK_OFF,
        enabled: true,
        couponKind: 'amount',
        percentOff: null,
        amountOffCents: 750,
        minSubtotalCents: 4000,
      },
    });
  });

  it("shows the shared rules' messages on their fields", () => {
    const draft = { ...draftFrom(WIN_BACK_OFF), idleDays: '7', percentOff: '', validDays: 'dez' };
    expect(validateDraft(draft)).toEqual({
      errors: { idleDays: 'Dias sem pedir: de 14 a 365', validDays: 'Validade do cupom: de 1 a 30 dias' },
    });
    // The value of the kind chosen is asked once the rest is right.
    expect(validateDraft({ ...draft, idleDays: '45', validDays: '10' })).toEqual({
      errors: { percentOff: 'Percentual: de 1 a 100' },
    });
  });
});
