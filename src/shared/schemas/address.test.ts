import { describe, expect, it } from 'vitest';
import { addressSchema, isCep } from './address';

const ADDRESS = {
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01310-100',
};
const zipCodeMessages = (zipCode: string) => {
  const r = addressSchema.safeParse({ ...ADDRESS, zipCode });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the CEP of an address', () => {
  it('is 8 digits, with or without the dash', () => {
    expect(zipCodeMessages('01310-100')).toEqual([]);
    expect(zipCodeMessages(' 01310100 ')).toEqual([]);
    expect(isCep('01310-100') && isCep('01310100')).toBe(true);
  });

  it("refuses anything else with 'CEP inválido', and an empty one as missing", () => {
    for (const cep of [
      '0131010',
      '01310-10',
      '013101000',
      '01310-1000',
      '01310--100',
      '0131-0100',
      'abcde-fgh',
      '01310 100',
    ])
      expect([cep, zipCodeMessages(cep)]).toEqual([cep, ['CEP inválido']]);
    expect(zipCodeMessages('')).toEqual(['CEP é obrigatório']);
    expect(zipCodeMessages('   ')).toEqual(['CEP é obrigatório']);
  });
});
