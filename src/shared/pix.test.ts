import { describe, expect, it } from 'vitest';
import { buildPixPayload, crc16 } from './pix';

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
