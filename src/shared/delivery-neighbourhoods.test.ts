import { describe, expect, it } from 'vitest';
import {
  feeForNeighbourhood,
  findNeighbourhood,
  formatCepRanges,
  neighbourhoodKey,
  parseCepRanges,
  type Neighbourhood,
} from './delivery-neighbourhoods';
import { neighbourhoodListSchema } from './schemas/delivery-neighbourhoods';

const LIST: Neighbourhood[] = [
  { name: 'Consolação', feeCents: 499, served: true, cepRanges: [{ from: '01301000', to: '01309999' }] },
  { name: 'Bela Vista', feeCents: 599, served: true, cepRanges: [{ from: '01310000', to: '01329999' }] },
  { name: 'Jardim  Paulista', feeCents: 699, served: true, cepRanges: [] },
  { name: 'Parelheiros', feeCents: 0, served: false, cepRanges: [{ from: '04890000', to: '04899999' }] },
];

describe('neighbourhoodKey', () => {
  it('drops accents, case and extra spaces', () => {
    expect(neighbourhoodKey('  Consolação ')).toBe('consolacao');
    expect(neighbourhoodKey('JARDIM   paulista')).toBe('jardim paulista');
    expect(neighbourhoodKey('Água Branca')).toBe(neighbourhoodKey('agua branca'));
    expect(neighbourhoodKey('Brás')).toBe('bras');
  });
});

describe('findNeighbourhood', () => {
  it('matches the CEP range first, both ends included', () => {
    expect(findNeighbourhood(LIST, { neighborhood: 'Qualquer', zipCode: '01301-000' })?.name).toBe('Consolação');
    expect(findNeighbourhood(LIST, { neighborhood: '', zipCode: '01309999' })?.name).toBe('Consolação');
    expect(findNeighbourhood(LIST, { neighborhood: 'x', zipCode: '01310-100' })?.name).toBe('Bela Vista');
  });

  it('lets the CEP win over a different bairro name', () => {
    // ViaCEP may call Paulista's CEP 'Bela Vista' while the customer types 'Consolação': the CEP decides.
    expect(findNeighbourhood(LIST, { neighborhood: 'Consolação', zipCode: '01310-100' })?.name).toBe('Bela Vista');
  });

  it('refuses a CEP inside a bairro not served, whatever bairro is typed or listed before it', () => {
    // Bela Vista's range overlaps Paraisópolis's, listed after it and not served: not served wins.
    const overlapping: Neighbourhood[] = [
      ...LIST.slice(0, 2),
      { name: 'Paraisópolis', feeCents: 0, served: false, cepRanges: [{ from: '01320000', to: '01320999' }] },
    ];
    for (const neighborhood of ['Bela Vista', 'Consolação', 'Paraisópolis'])
      expect(findNeighbourhood(overlapping, { neighborhood, zipCode: '01320-500' })?.name).toBe('Paraisópolis');
    expect(findNeighbourhood(overlapping, { neighborhood: 'Paraisópolis', zipCode: '01321-000' })?.name).toBe(
      'Bela Vista',
    );
  });

  it('falls back to the name, accent- and case-insensitive', () => {
    expect(findNeighbourhood(LIST, { neighborhood: 'consolacao', zipCode: '99999-999' })?.name).toBe('Consolação');
    expect(findNeighbourhood(LIST, { neighborhood: 'jardim paulista', zipCode: '' })?.name).toBe('Jardim  Paulista');
    expect(findNeighbourhood(LIST, { neighborhood: 'Pinheiros', zipCode: '05422-000' })).toBeNull();
    expect(findNeighbourhood(LIST, { neighborhood: '  ', zipCode: '' })).toBeNull();
  });
});

describe('feeForNeighbourhood', () => {
  it("gives the bairro's fee", () => {
    expect(feeForNeighbourhood(LIST, { neighborhood: 'BELA VISTA', zipCode: '' })).toEqual({
      ok: true,
      feeCents: 599,
      name: 'Bela Vista',
    });
  });

  it('refuses a bairro marked not served, by name or CEP', () => {
    const refusal = { ok: false, reason: 'not_served', message: 'Não entregamos no bairro Parelheiros.' };
    expect(feeForNeighbourhood(LIST, { neighborhood: 'parelheiros', zipCode: '' })).toEqual(refusal);
    expect(feeForNeighbourhood(LIST, { neighborhood: 'Colônia', zipCode: '04895-000' })).toEqual(refusal);
  });

  it('refuses a bairro the list does not have, naming what was typed', () => {
    expect(feeForNeighbourhood(LIST, { neighborhood: ' Vila  Madalena ', zipCode: '05435-000' })).toEqual({
      ok: false,
      reason: 'unknown',
      message: 'Ainda não entregamos no bairro Vila Madalena. Confira o bairro e o CEP digitados.',
    });
    expect(feeForNeighbourhood([], { neighborhood: 'Sé', zipCode: '01001-000' }).ok).toBe(false);
  });
});

describe('CEP ranges as the admin types them', () => {
  it('reads ranges and lone CEPs, with or without the dash', () => {
    expect(parseCepRanges('01000-000 a 01099-999, 01310100;05400000 até 05499999\n04000-000 - 04099-999')).toEqual({
      ok: true,
      ranges: [
        { from: '01000000', to: '01099999' },
        { from: '01310100', to: '01310100' },
        { from: '05400000', to: '05499999' },
        { from: '04000000', to: '04099999' },
      ],
    });
    expect(parseCepRanges('  ')).toEqual({ ok: true, ranges: [] });
  });

  it('refuses a bad CEP and a range whose start is after its end', () => {
    expect(parseCepRanges('0100-000 a 01099-999')).toEqual({
      ok: false,
      message: 'Faixa de CEP inválida: "0100-000 a 01099-999". Use 01000-000 a 01099-999.',
    });
    expect(parseCepRanges('01099-999 a 01000-000')).toEqual({
      ok: false,
      message: 'Faixa de CEP invertida: 01099-999 é maior que 01000-000.',
    });
  });

  it('writes them back as typed', () => {
    const text = '01000-000 a 01099-999, 01310-100';
    const parsed = parseCepRanges(text);
    expect(parsed.ok && formatCepRanges(parsed.ranges)).toBe(text);
  });
});

describe('neighbourhoodListSchema', () => {
  const one = (name: string, extra: object = {}) => ({ name, feeCents: 500, served: true, cepRanges: [], ...extra });
  const messages = (input: unknown) => {
    const r = neighbourhoodListSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('refuses two names that compare equal', () => {
    expect(messages({ neighbourhoods: [one('Consolação'), one('CONSOLACAO ')] })).toEqual([
      'O bairro "CONSOLACAO" já está na lista.',
    ]);
  });

  it('refuses a missing name, a fee beyond the cap and a reversed CEP range', () => {
    expect(messages({ neighbourhoods: [one(' ')] })).toEqual(['Nome do bairro é obrigatório']);
    expect(messages({ neighbourhoods: [one('Sé', { feeCents: 50001 })] })).toEqual([
      'Taxa do bairro: de R$ 0,00 a R$ 500,00',
    ]);
    expect(messages({ neighbourhoods: [one('Sé', { cepRanges: [{ from: '01009999', to: '01001000' }] })] })).toEqual([
      'Faixa de CEP invertida: 01009-999 é maior que 01001-000.',
    ]);
    expect(messages({ neighbourhoods: [one('Sé', { cepRanges: [{ from: '0100', to: '01001000' }] })] })).toEqual([
      'CEP inválido: use 8 dígitos (01000-000)',
    ]);
  });

  it('keeps single spaces in a name', () => {
    const r = neighbourhoodListSchema.parse({ neighbourhoods: [one('  Vila   Mariana ')] });
    expect(r.neighbourhoods[0]!.name).toBe('Vila Mariana');
  });
});
