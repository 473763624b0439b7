import { describe, expect, it } from 'vitest';
import type { CashbackTerms } from '@shared/cashback';
import { cashbackOfferText, cashbackUseText } from './cashback-terms-text';

const terms: CashbackTerms = { enabled: true, percentBp: 500, minOrderCents: 3000, validDays: 90, maxUseCents: null };

describe('the cashback terms as the customer reads them', () => {
  it('says the rate and the minimum order', () => {
    expect(cashbackOfferText(terms)).toBe('Ganhe 5% de volta em pedidos a partir de R$ 30,00');
    expect(cashbackOfferText({ ...terms, percentBp: 250, minOrderCents: 0 })).toBe(
      'Ganhe 2,5% de volta em todos os pedidos',
    );
  });

  it('says how much one order may use and how long a credit lasts', () => {
    expect(cashbackUseText(terms)).toBe('Use o saldo no checkout. Cada crédito vale 90 dias.');
    expect(cashbackUseText({ ...terms, maxUseCents: 1000, validDays: 1 })).toBe(
      'Use até R$ 10,00 por pedido no checkout. Cada crédito vale 1 dia.',
    );
  });
});
