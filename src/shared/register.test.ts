import { describe, expect, it } from 'vitest';
import { differenceLabel, summarise, type MethodSales } from './register';

const sales: MethodSales = {
  cash: { orderCount: 2, salesCents: 8_000 },
  credit_card: { orderCount: 1, salesCents: 4_500 },
  pix: { orderCount: 1, salesCents: 3_000 },
  stripe: { orderCount: 1, salesCents: 2_000 },
};

describe('the close of a register', () => {
  it('expects the float, cash sales and suprimentos less sangrias in the drawer; other methods their sales', () => {
    const s = summarise(
      sales,
      { floatCents: 15_000, depositsCents: 1_000, withdrawalsCents: 5_000 },
      { cash: 18_800, credit_card: 4_500, pix: 3_100 },
    );
    const line = (m: string) => s.methods.find((l) => l.method === m)!;
    expect(line('cash')).toMatchObject({ expectedCents: 19_000, countedCents: 18_800, differenceCents: -200 });
    expect(line('credit_card')).toMatchObject({ expectedCents: 4_500, differenceCents: 0 });
    expect(line('pix')).toMatchObject({ expectedCents: 3_000, differenceCents: 100 });
    expect(line('stripe')).toMatchObject({ expectedCents: 2_000, countedCents: null, differenceCents: null });
    expect(s).toMatchObject({ orderCount: 5, salesCents: 17_500, differenceCents: -100 });
  });

  it('names a difference the way the counter says it', () => {
    expect(differenceLabel(250)).toBe('Sobra R$ 2,50');
    expect(differenceLabel(-1_000)).toBe('Falta R$ 10,00');
    expect(differenceLabel(0)).toBe('Sem diferença');
  });
});
