import { describe, expect, it } from 'vitest';
import { accessKeyDigit, formatTaxId, groupedKey, isAccessKey, isCnpj, isCpf } from './fiscal';

describe('the NFC-e access key', () => {
  // A key SEFAZ authorised (Paraná, 2015): its last digit is the check digit of the other 43.
  const REAL = '41150876497338001649650010000005351770691965';

  it('computes the módulo 11 check digit of a real key', () => {
    expect(accessKeyDigit(REAL.slice(0, 43))).toBe(5);
    expect(isAccessKey(REAL)).toBe(true);
  });

  it('gives 0 when the remainder is 0 or 1, and 11 minus it otherwise', () => {
    // Weighted sums worked out by hand: these leave 1, 0 and 2 when divided by 11.
    expect(accessKeyDigit('3526111122233300018165001000000001100000005')).toBe(0);
    expect(accessKeyDigit('3526111122233300018165001000000001100000013')).toBe(0);
    expect(accessKeyDigit('3526111122233300018165001000000001100000000')).toBe(9);
    expect(isAccessKey(`${REAL.slice(0, 43)}6`)).toBe(false);
    expect(isAccessKey('4115')).toBe(false);
  });

  it('is printed in 11 groups of 4 digits', () => {
    expect(groupedKey(REAL)).toBe('4115 0876 4973 3800 1649 6500 1000 0005 3517 7069 1965');
  });
});

describe('CPF and CNPJ', () => {
  it('checks both check digits', () => {
    expect(isCpf('529.982.247-25')).toBe(true);
    expect(isCpf('529.982.247-24')).toBe(false);
    expect(isCpf('111.111.111-11')).toBe(false);
    expect(isCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCnpj('11.222.333/0001-82')).toBe(false);
    expect(isCnpj('00000000000000')).toBe(false);
  });

  it('formats either', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });
});
