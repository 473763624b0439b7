import { describe, expect, it } from 'vitest';
import { closeBody, movementBody, openBody } from './register-draft';

describe("the register's forms as typed", () => {
  it('reads amounts the Brazilian way, an empty float as zero', () => {
    expect(openBody('150,00')).toEqual({ body: { floatCents: 15_000 } });
    expect(openBody('1.234,5')).toEqual({ body: { floatCents: 123_450 } });
    expect(openBody('')).toEqual({ body: { floatCents: 0 } });
    expect(openBody('dez reais')).toEqual({ errors: { float: 'Digite um valor como 150,00' } });
    expect(openBody('200.000,00')).toEqual({ errors: { float: 'Valor muito alto' } });
  });

  it("asks a sangria's amount and reason", () => {
    expect(movementBody('withdrawal', { amount: '50', reason: ' Banco ' })).toEqual({
      body: { kind: 'withdrawal', amountCents: 5_000, reason: 'Banco' },
    });
    expect(movementBody('deposit', { amount: '', reason: '' })).toEqual({
      errors: { amount: 'Informe o valor', reason: 'Informe o motivo' },
    });
    expect(movementBody('deposit', { amount: '0,00', reason: 'x' }).errors).toEqual({
      amount: 'O valor deve ser maior que zero',
    });
  });

  it('asks each counted method, the note optional', () => {
    expect(closeBody({ cash: '183,00', credit_card: '60', pix: '0', note: '' })).toEqual({
      body: { countedCents: { cash: 18_300, credit_card: 6_000, pix: 0 }, note: null },
    });
    expect(closeBody({ cash: '', credit_card: 'x', pix: '1', note: '' }).errors).toEqual({
      cash: 'Informe o dinheiro contado',
      credit_card: 'Digite um valor como 150,00',
    });
  });
});
