import { describe, expect, it } from 'vitest';
import { rangeText, validateVoid } from './void-draft';

const REASON = 'Numeração pulada por falha na comunicação';

describe("'Inutilizar numeração'", () => {
  it('sends the range as numbers, one number alone when the end is left empty', () => {
    expect(validateVoid({ series: '1', from: '12', to: '15', reason: ` ${REASON} ` })).toEqual({
      data: { series: 1, from: 12, to: 15, reason: REASON },
    });
    expect(validateVoid({ series: '1', from: '12', to: '', reason: REASON })).toEqual({
      data: { series: 1, from: 12, to: 12, reason: REASON },
    });
  });

  it("shows the shared rules' messages on their fields", () => {
    expect(validateVoid({ series: '1000', from: 'x', to: '3', reason: 'curto' })).toEqual({
      errors: {
        series: 'Série: de 0 a 999',
        from: 'Número inicial inválido',
        reason: 'O motivo precisa ter de 15 a 255 caracteres',
      },
    });
    expect(validateVoid({ series: '1', from: '20', to: '12', reason: REASON })).toEqual({
      errors: { to: 'O número final não pode ser menor que o inicial' },
    });
  });

  it('reads a range as the list shows it', () => {
    expect(rangeText({ from: 7, to: 7 })).toBe('nº 7');
    expect(rangeText({ from: 7, to: 9 })).toBe('nº 7 a 9');
  });
});
