import { describe, expect, it } from 'vitest';
import { FISCAL_PRESETS } from '@shared/fiscal';
import { noteDraft, shareOut, type DraftOrder } from './draft';
import { focusPayload } from './focus-nfe';
import type { StoredFiscalSettings } from './settings';

const SETTINGS: StoredFiscalSettings = {
  enabled: true,
  enabledSince: new Date('2026-11-01T03:00:00Z'),
  issueOn: 'paid',
  cnpj: '11222333000181',
  stateRegistration: '110042490114',
  legalName: 'Casa da Esfiha LTDA',
  address: 'Rua Augusta, 1500 - São Paulo - SP',
  state: 'SP',
  taxRegime: 'simples',
  series: 1,
  cancelWindowMinutes: 30,
  printerId: null,
  defaultFiscal: { ...FISCAL_PRESETS.food },
};

/** A delivered order: a half-and-half pizza, two sodas with their own fiscal data, a coupon, cashback and a fee. */
const ORDER: DraftOrder = {
  id: '5b54fbd3-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  fulfilment: 'delivery',
  paymentMethod: 'pix',
  // 59,90 + 2 × 7,00 = 73,90; + 8,00 fee − 10,00 coupon − 2,35 cashback = 69,55
  totalCents: 6955,
  discountCents: 1000,
  cashbackCents: 235,
  changeForCents: null,
  customerTaxId: '52998224725',
  items: [
    {
      productId: 'a1b2c3d4-0000-4000-8000-000000000001',
      name: 'Pizza Grande',
      quantity: 1,
      totalPriceCents: 5990,
      selectedOptions: [{ title: 'Borda', name: 'Catupiry', quantity: 1 }],
      parts: [{ name: 'Calabresa' }, { name: 'Mussarela' }],
      fiscal: null,
    },
    {
      productId: 'f0e1d2c3-0000-4000-8000-000000000002',
      name: 'Guaraná lata',
      quantity: 2,
      totalPriceCents: 1400,
      selectedOptions: [],
      parts: [],
      fiscal: { ...FISCAL_PRESETS.drink },
    },
  ],
};

const cents = (s: string) => Math.round(Number(s) * 100);

describe('an order as its NFC-e', () => {
  const draft = noteDraft(ORDER, SETTINGS, { issuedAt: new Date('2026-11-28T15:04:05Z'), pixFromBank: true });

  it('writes a half-and-half pizza as one line with its parts and choices, on the default data', () => {
    expect(draft.lines[0]).toMatchObject({
      code: 'A1B2C3D4',
      description: 'Pizza Grande (1/2 Calabresa, 1/2 Mussarela) + Borda: Catupiry',
      ncm: '21069090',
      cfop: '5102',
      icms: '102',
      quantity: 1,
      unitCents: 5990,
      grossCents: 5990,
    });
    expect(draft.lines[1]).toMatchObject({ ncm: '22021000', cfop: '5405', icms: '500', quantity: 2, unitCents: 700 });
  });

  it('shares the coupon and cashback, and the delivery fee, among the lines by value, to the cent', () => {
    expect(draft.discountCents).toBe(1235);
    expect(draft.extraCents).toBe(800);
    expect(draft.lines.map((l) => l.discountCents)).toEqual([1002, 233]);
    expect(draft.lines.map((l) => l.extraCents)).toEqual([649, 151]);
    const sum = draft.lines.reduce((a, l) => a + l.grossCents - l.discountCents + l.extraCents, 0);
    expect(sum).toBe(ORDER.totalCents);
  });

  it('sends Focus the lines, the totals and the payment as its API takes them', () => {
    const payload = focusPayload(draft);
    expect(payload).toMatchObject({
      cnpj_emitente: '11222333000181',
      data_emissao: '2026-11-28T12:04:05-03:00',
      presenca_comprador: '4',
      modalidade_frete: '9',
      cpf_destinatario: '52998224725',
      valor_produtos: '73.90',
      valor_desconto: '12.35',
      valor_outras_despesas: '8.00',
      valor_total: '69.55',
      formas_pagamento: [{ forma_pagamento: '17', valor_pagamento: '69.55' }],
    });
    expect(payload.items[1]).toMatchObject({
      codigo_ncm: '22021000',
      quantidade_comercial: '2.0000',
      valor_unitario_comercial: '7.00',
      valor_bruto: '14.00',
      valor_desconto: '2.33',
      valor_outras_despesas: '1.51',
      icms_situacao_tributaria: '500',
      pis_situacao_tributaria: '49',
    });
    const total = payload.items.reduce(
      (a, i) => a + cents(i.valor_bruto) - cents(i.valor_desconto ?? '0') + cents(i.valor_outras_despesas ?? '0'),
      0,
    );
    expect(total).toBe(cents(payload.valor_total));
  });

  it('pays cash with the note handed over and its change', () => {
    const cash = noteDraft({ ...ORDER, paymentMethod: 'cash', changeForCents: 10000 }, SETTINGS, {
      issuedAt: new Date(),
      pixFromBank: false,
    });
    expect(cash.payments).toEqual([{ kind: 'cash', label: 'Dinheiro', cents: 10000 }]);
    expect(cash.changeCents).toBe(10000 - 6955);
    expect(focusPayload(cash)).toMatchObject({ valor_troco: '30.45' });
  });

  it('takes a discount larger than the goods off the delivery fee', () => {
    const small: DraftOrder = {
      ...ORDER,
      items: [ORDER.items[1]!],
      // 14,00 of goods, 20,00 fee, a 16,00 discount: 18,00 to pay.
      totalCents: 1800,
      discountCents: 1600,
      cashbackCents: 0,
    };
    const d = noteDraft(small, SETTINGS, { issuedAt: new Date(), pixFromBank: true });
    expect(d.lines[0]).toMatchObject({ grossCents: 1400, discountCents: 1400, extraCents: 1800 });
  });
});

describe('shareOut', () => {
  it('gives the rounding remainder to the largest share', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
  });
});
