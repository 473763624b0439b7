import { describe, expect, it } from 'vitest';
import { FISCAL_PRESETS } from '@shared/fiscal';
import type { AdminProductDetail } from '@shared/schemas/product';
import { chooseFiscal, editFiscal } from './fiscal-draft';
import { draftFrom, validateDraft, type ProductDraft } from './product-draft';

// The product form's draft and what it saves (docs/product.md#admin-area, Produtos).

const product = (fiscal: AdminProductDetail['fiscal']): AdminProductDetail => ({
  id: 'p1',
  name: 'Esfiha de carne',
  description: null,
  priceCents: 850,
  categoryId: '0b5c3a4e-6f1d-4c2b-9a7e-2d8f1e3c4b5a',
  categoryName: 'Esfihas',
  imageUrl: null,
  popular: false,
  vegetarian: false,
  externalCode: null,
  active: true,
  soldOutUntil: null,
  optionCount: 0,
  maxParts: 1,
  options: [],
  flavourIds: [],
  fiscal,
});

const saved = (d: ProductDraft) => {
  const result = validateDraft(d);
  if (!('data' in result)) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe('the fiscal data a product saves', () => {
  it("sends null for a new product and for an edited one on the store's default", () => {
    const fresh = { ...draftFrom(), name: 'Kibe', price: '7,50', categoryId: product(null).categoryId! };
    expect(saved(fresh).fiscal).toBeNull();
    expect(saved(draftFrom(product(null))).fiscal).toBeNull();
  });

  it('keeps what an edited product had, a preset or its own data', () => {
    expect(saved(draftFrom(product(FISCAL_PRESETS.food))).fiscal).toEqual(FISCAL_PRESETS.food);
    const own = { ncm: '19059090', cfop: '5102', icms: '101', origin: 2 } as const;
    expect(saved(draftFrom(product(own))).fiscal).toEqual(own);
  });

  it('sends a preset picked, and the digits of what was typed', () => {
    const d = draftFrom(product(null));
    expect(saved({ ...d, fiscal: chooseFiscal(d.fiscal, 'drink') }).fiscal).toEqual(FISCAL_PRESETS.drink);
    const typed = editFiscal(chooseFiscal(d.fiscal, 'food'), { ncm: '1905.90.90', origin: '1' });
    expect(saved({ ...d, fiscal: typed }).fiscal).toEqual({ ncm: '19059090', cfop: '5102', icms: '102', origin: 1 });
  });

  it("marks the wrong fields by their paths ('fiscal.ncm')", () => {
    const d = draftFrom(product(null));
    const fiscal = editFiscal(chooseFiscal(d.fiscal, 'custom'), { ncm: '2106.9', cfop: '6102' });
    const result = validateDraft({ ...d, fiscal });
    expect('errors' in result && result.errors).toMatchObject({
      'fiscal.ncm': 'NCM: 8 dígitos',
      'fiscal.cfop': 'CFOP: 4 dígitos, de 5000 a 5999',
      'fiscal.icms': 'Escolha o CSOSN ou CST do ICMS',
    });
  });
});
