import { describe, expect, it } from 'vitest';
import { buildDynamicPixPayload, buildPixPayload, crc16 } from './pix';

// The example of the Banco Central's "Manual de Padrões para Iniciação do Pix".
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('PIX copia e cola', () => {
  it('reproduces the Banco Central example, CRC 1D3D included', () => {
    const code = buildPixPayload({
      key: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    expect(code).toBe(BCB_EXAMPLE);
    expect(code.slice(-4)).toBe('1D3D');
  });

  it('computes CRC16-CCITT-FALSE over everything up to 6304', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('carries the exact amount, the txid and ASCII-only merchant fields', () => {
    const code = buildPixPayload({
      key: 'pix@casadaesfiha.com.br',
      merchantName: 'Casa da Esfiha Árabe',
      merchantCity: 'São Paulo',
      amountCents: 4387,
      txid: '0b0a6c1e-52d4-4c3c-9d55-0e3c2f1d9a7b',
    });
    expect(code).toContain('540543.87');
    expect(code).toContain('5920Casa da Esfiha Arabe');
    expect(code).toContain('6009Sao Paulo');
    expect(code).toContain('62290525' + '0b0a6c1e52d44c3c9d550e3c2');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });

  it('lengths are counted per field (amounts of several sizes)', () => {
    for (const cents of [1, 99, 100, 123456]) {
      const code = buildPixPayload({ key: 'k', merchantName: 'A', merchantCity: 'B', amountCents: cents });
      const value = (cents / 100).toFixed(2);
      expect(code).toContain(`54${String(value.length).padStart(2, '0')}${value}`);
    }
  });
});

// The `pixCopiaECola` examples of the API Pix OpenAPI description 2.9.0 (bacen/pix-api), CRC
// included. They also carry field 80 (a Pix Automático recurrence) after field 62, which we
// never send: our codes end at 62.
const SPEC_EXAMPLES = [
  '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9',
  '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741',
  '00020101021226810014br.gov.bcb.pix2559pix.example.com/qr/v2/cobv/1e6c54d3ec9449b7a7fc53b6b0f998e75204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/3ffa640fa4f14080adccb949fa2dc0d06304A441',
];

describe('dynamic PIX copia e cola (a charge at the bank)', () => {
  it('our CRC matches the API Pix examples', () => {
    expect(SPEC_EXAMPLES.map((code) => [crc16(code.slice(0, -4)), code.slice(-4)])).toEqual([
      ['62C9', '62C9'],
      ['7741', '7741'],
      ['A441', 'A441'],
    ]);
  });

  it("builds the example's immediate charge field by field from its location", () => {
    const code = buildDynamicPixPayload({
      location: 'pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    const example = SPEC_EXAMPLES[1]!;
    const upTo62 = example.slice(0, example.indexOf('62070503***') + '62070503***'.length);
    expect(code).toBe(`${upTo62}6304${crc16(`${upTo62}6304`)}`);
  });

  it("carries no amount (the payer's bank reads it from the charge) and refuses a location that cannot fit", () => {
    const code = buildDynamicPixPayload({
      location: 'https://pix.banco.com.br/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25',
      merchantName: 'Casa da Esfiha Árabe',
      merchantCity: 'São Paulo',
    });
    expect(code).toContain('2560pix.banco.com.br/qr/v2/cobv/9d36b84fc70b478fb95c12729b90ca25');
    expect(code).not.toMatch(/5303986.*54\d\d/);
    expect(code).toContain('5920Casa da Esfiha Arabe6009Sao Paulo');
    expect(() => buildDynamicPixPayload({ location: 'x'.repeat(78), merchantName: 'A', merchantCity: 'B' })).toThrow();
    expect(() => buildDynamicPixPayload({ location: ' ', merchantName: 'A', merchantCity: 'B' })).toThrow();
  });
});
