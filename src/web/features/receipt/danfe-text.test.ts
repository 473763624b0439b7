import { describe, expect, it } from 'vitest';
import { consumerLine, itemNumber, itemQuantityLine, noteIdLine, quantityText, webAddress } from './danfe-text';

describe("the DANFE-NFC-e's lines", () => {
  it('writes whole quantities bare and others with three decimals', () => {
    expect(quantityText(2)).toBe('2');
    expect(quantityText(1.5)).toBe('1,500');
    expect(
      itemQuantityLine({ code: 'A1', description: 'Kibe', quantity: 3, unit: 'UN', unitCents: 1290, totalCents: 3870 }),
    ).toBe('3 UN x 12,90');
    expect(
      itemQuantityLine({ code: 'A1', description: 'Kibe', quantity: 2, unit: 'UN', unitCents: 123456, totalCents: 1 }),
    ).toBe('2 UN x 1.234,56');
  });

  it("numbers the items and names the note as SEFAZ's manual does", () => {
    expect(itemNumber(0)).toBe('001');
    expect(itemNumber(11)).toBe('012');
    expect(noteIdLine({ number: 12, series: 1, issuedAt: '2026-11-27T21:10:00.000Z' })).toBe(
      'NFC-e nº 000000012 Série 001 27/11/2026 18:10',
    );
  });

  it('names the consumer by the masked CPF, or says there is none', () => {
    expect(consumerLine('***.982.247-**')).toBe('CONSUMIDOR CPF: ***.982.247-**');
    expect(consumerLine(null)).toBe('CONSUMIDOR NÃO IDENTIFICADO');
  });

  it("links only to the provider's web addresses", () => {
    const qr =
      'https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=35261112345678000195650010000000121000000123|2|2|1|abc';
    expect(webAddress(qr)).toBe(qr);
    expect(webAddress('http://www.sefaz.mt.gov.br/nfce/consultanfce')).toBe(
      'http://www.sefaz.mt.gov.br/nfce/consultanfce',
    );
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress('www.nfce.fazenda.sp.gov.br/consulta')).toBeNull();
    expect(webAddress('')).toBeNull();
  });
});
