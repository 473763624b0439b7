import { describe, expect, it } from 'vitest';
import { neighbourhoodDrafts, validateNeighbourhoods, type NeighbourhoodDraft } from './neighbourhood-draft';

const row = (extra: Partial<NeighbourhoodDraft>): NeighbourhoodDraft => ({
  key: 'k',
  name: 'Bela Vista',
  fee: '7,00',
  served: true,
  ceps: '',
  ...extra,
});

describe('the bairro rows of the settings', () => {
  it('become the list the server takes: fees in cents, CEP ranges as digits', () => {
    expect(
      validateNeighbourhoods([
        row({ ceps: '01310-000 a 01329-999, 01301-000' }),
        row({ name: 'Parelheiros', fee: '', served: false }),
      ]),
    ).toEqual({
      data: {
        neighbourhoods: [
          {
            name: 'Bela Vista',
            feeCents: 700,
            served: true,
            cepRanges: [
              { from: '01310000', to: '01329999' },
              { from: '01301000', to: '01301000' },
            ],
          },
          { name: 'Parelheiros', feeCents: 0, served: false, cepRanges: [] },
        ],
      },
    });
  });

  it('say what is wrong on the row and field where it is', () => {
    expect(
      validateNeighbourhoods([
        row({}),
        row({ name: 'bela  VISTA', fee: 'abc' }),
        row({ name: 'Sé', ceps: '01099-999 a 01000-000' }),
        row({ name: 'Luz', ceps: '0100' }),
        row({ name: '' }),
      ]),
    ).toEqual({
      errors: {
        '1.fee': 'Taxa do bairro: de R$ 0,00 a R$ 500,00',
        '1.name': 'O bairro "bela VISTA" já está na lista.',
        '2.ceps': 'Faixa de CEP invertida: 01099-999 é maior que 01000-000.',
        '3.ceps': 'Faixa de CEP inválida: "0100". Use 01000-000 a 01099-999.',
        '4.name': 'Nome do bairro é obrigatório',
      },
    });
  });

  it('read back as the admin typed them', () => {
    const [d] = neighbourhoodDrafts([
      { id: '1', name: 'Sé', feeCents: 550, served: true, cepRanges: [{ from: '01001000', to: '01009999' }] },
    ]);
    expect(d).toMatchObject({ name: 'Sé', fee: '5,50', served: true, ceps: '01001-000 a 01009-999' });
  });
});
