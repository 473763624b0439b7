import { describe, expect, it } from 'vitest';
import { FISCAL_PRESETS } from '@shared/fiscal';
import { draftFrom, maskCnpj, presetChoice, validateDraft, withPreset } from './fiscal-draft';

const SAVED = {
  enabled: false,
  issueOn: 'paid' as const,
  cnpj: '',
  stateRegistration: '',
  legalName: '',
  address: '',
  state: '' as const,
  taxRegime: 'simples' as const,
  series: 1,
  cancelWindowMinutes: 30,
  printerId: null,
  defaultFiscal: { ...FISCAL_PRESETS.food },
};

describe("the 'Fiscal' settings form", () => {
  it('masks a CNPJ as it is typed or pasted', () => {
    expect(maskCnpj('1122')).toBe('11.22');
    expect(maskCnpj('11222333')).toBe('11.222.333');
    expect(maskCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCnpj('11 222 333 0001 81 99')).toBe('11.222.333/0001-81');
    expect(maskCnpj('')).toBe('');
  });

  it('reads the settings back as typed, and sends them as the server keeps them', () => {
    const draft = draftFrom({ ...SAVED, cnpj: '11222333000181', printerId: null });
    expect(draft).toMatchObject({ cnpj: '11.222.333/0001-81', series: '1', printerId: '', origin: '0' });
    const typed = {
      ...draft,
      stateRegistration: 'isento',
      legalName: ' Casa da Esfiha Ltda ',
      cancelWindowMinutes: '',
    };
    expect(validateDraft({ ...typed, state: 'SP', series: '2' })).toEqual({
      data: {
        ...SAVED,
        cnpj: '11222333000181',
        stateRegistration: 'ISENTO',
        legalName: 'Casa da Esfiha Ltda',
        state: 'SP',
        series: 2,
        // Left empty: the default.
        cancelWindowMinutes: 30,
      },
    });
  });

  it("shows the shared rules' messages on their fields, the product defaults' too", () => {
    const draft = { ...draftFrom(SAVED), cnpj: '11.222.333/0001-00', series: 'um', ncm: '2106', cfop: '6102' };
    expect(validateDraft(draft)).toEqual({
      errors: {
        cnpj: 'CNPJ inválido',
        series: 'Série: de 0 a 999',
        ncm: 'NCM: 8 dígitos',
        cfop: 'CFOP: 4 dígitos, de 5000 a 5999',
      },
    });
  });

  it('fills the product defaults from a preset, and keeps them when Personalizado is chosen', () => {
    const food = draftFrom(SAVED);
    expect(presetChoice(food)).toBe('food');
    const drink = { ...food, ...withPreset('drink') };
    expect(drink).toMatchObject({ ncm: '22021000', cfop: '5405', icms: '500', origin: '0' });
    expect(presetChoice(drink)).toBe('drink');
    // Chosen by hand, the values stay and the select says so until a field changes.
    expect(presetChoice({ ...drink, ...withPreset('custom') })).toBe('custom');
    expect(presetChoice({ ...drink, cfop: '5102' })).toBe('custom');
    expect(draftFrom({ ...SAVED, defaultFiscal: { ...FISCAL_PRESETS.food, origin: 2 } }).custom).toBe(true);
  });
});
