import { describe, expect, it } from 'vitest';
import { FISCAL_PRESETS } from '@shared/fiscal';
import { chooseFiscal, DEFAULT_FISCAL_DRAFT, editFiscal, fiscalDraftFrom, fiscalInput } from './fiscal-draft';

// 'Dados fiscais (NFC-e)' of the product form (docs/product.md#nfc-e).

const own = { ncm: '19059090', cfop: '5102', icms: '102', origin: 0 } as const;

describe('fiscalDraftFrom', () => {
  it("reads none as the store's default, a preset's values as that preset, and the rest as its own", () => {
    expect(fiscalDraftFrom(null)).toEqual(DEFAULT_FISCAL_DRAFT);
    expect(fiscalDraftFrom(FISCAL_PRESETS.drink)).toEqual({
      choice: 'drink',
      ncm: '2202.10.00',
      cfop: '5405',
      icms: '500',
      origin: '0',
    });
    expect(fiscalDraftFrom(own)).toEqual({
      choice: 'custom',
      ncm: '1905.90.90',
      cfop: '5102',
      icms: '102',
      origin: '0',
    });
  });
});

describe('chooseFiscal and editFiscal', () => {
  it('fills the fields from a preset, and keeps them for the default and Personalizado', () => {
    const food = chooseFiscal(DEFAULT_FISCAL_DRAFT, 'food');
    expect(food).toEqual({ choice: 'food', ncm: '2106.90.90', cfop: '5102', icms: '102', origin: '0' });
    expect(chooseFiscal(food, 'custom')).toEqual({ ...food, choice: 'custom' });
    expect(chooseFiscal(food, 'default')).toEqual({ ...food, choice: 'default' });
  });

  it("names the preset the fields equal, else 'Personalizado'", () => {
    const food = chooseFiscal(DEFAULT_FISCAL_DRAFT, 'food');
    const edited = editFiscal(food, { ncm: '1905.90.90' });
    expect(edited).toMatchObject({ choice: 'custom', ncm: '1905.90.90' });
    expect(editFiscal(edited, { ncm: '2106.90.90' }).choice).toBe('food');
    const typed = editFiscal(chooseFiscal(DEFAULT_FISCAL_DRAFT, 'custom'), { ncm: '2202.10.00', cfop: '5405' });
    expect(typed.choice).toBe('custom');
    expect(editFiscal(typed, { icms: '500' }).choice).toBe('drink');
  });
});

describe('fiscalInput', () => {
  it("sends null for the store's default, whatever was typed before", () => {
    expect(fiscalInput(DEFAULT_FISCAL_DRAFT)).toBeNull();
    expect(fiscalInput({ ...fiscalDraftFrom(own), choice: 'default' })).toBeNull();
  });

  it('sends the fields as typed, the origin as a number', () => {
    expect(fiscalInput(fiscalDraftFrom(own))).toEqual({ ncm: '1905.90.90', cfop: '5102', icms: '102', origin: 0 });
    expect(fiscalInput({ ...fiscalDraftFrom(own), origin: '' })?.origin).toBeNaN();
  });
});
