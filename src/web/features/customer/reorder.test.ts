import { describe, expect, it } from 'vitest';
import type { MenuProduct } from '@shared/contract/menu';
import type {
  CustomerOrderItem,
  OrderQuote,
  QuoteLine,
  SelectedOption,
  UnavailableReason,
} from '@shared/contract/orders';
import { lineTotalCents } from '@shared/pricing';
import { orderLineOf } from '@shared/pricing';
import { quotableItems, reorderFromQuote, reorderNotice } from './reorder';

// 'Pedir de novo' (docs/product.md#customer-area): an order's items, the server's quote of them
// today, and the cart lines that come out.

const tahine = (priceCents: number, quantity: number): SelectedOption => ({
  optionId: 'molhos',
  title: 'Molhos extras',
  variationId: 'tahine',
  name: 'Tahine',
  priceCents,
  quantity,
});
const homus = (priceCents: number): SelectedOption => ({
  optionId: 'acomp',
  title: 'Acompanhamento',
  variationId: 'homus',
  name: 'Homus',
  priceCents,
  quantity: 1,
});

const item = (
  id: string,
  productId: string | null,
  name: string,
  unitPriceCents: number,
  quantity: number,
  selectedOptions: SelectedOption[] = [],
): CustomerOrderItem => ({
  id,
  productId,
  name,
  quantity,
  unitPriceCents,
  totalPriceCents: unitPriceCents * quantity,
  selectedOptions,
  parts: [],
});

const priced = (i: CustomerOrderItem, unitPriceCents: number, selectedOptions = i.selectedOptions): QuoteLine => ({
  available: true,
  productId: i.productId!,
  name: i.name,
  quantity: i.quantity,
  selectedOptions,
  parts: i.parts,
  unitPriceCents,
  totalPriceCents: unitPriceCents * i.quantity,
});
const refused = (
  i: CustomerOrderItem,
  message = 'Produto indisponível',
  reason: UnavailableReason = 'product_unavailable',
): QuoteLine => ({ available: false, productId: i.productId!, name: i.name, quantity: i.quantity, reason, message });
const quoteOf = (lines: QuoteLine[]): OrderQuote => ({
  lines,
  cashback: null,
  subtotalCents: 0,
  delivery: null,
  deliveryFeeCents: null,
  totalCents: 0,
  minOrderCents: 0,
  coupon: null,
  discountCents: 0,
});
const onMenu = (id: string, imageUrl: string | null): MenuProduct => ({
  id,
  categoryId: 'c',
  name: id,
  description: '',
  priceCents: 0,
  imageUrl,
  popular: false,
  vegetarian: false,
  hasOptions: false,
  soldOut: false,
});

// Ordered at R$ 29,90 with 2x Tahine at R$ 3,00; today the kibe costs R$ 34,90 and the tahine R$ 3,50.
const kibe = item('i1', 'kibe', 'Kibe Frito (6 unidades)', 2990 + 600, 1, [homus(0), tahine(300, 2)]);
const esfiha = item('i2', 'esfiha', 'Esfiha de Queijo', 690, 3);
const cha = item('i3', 'cha', 'Chá Gelado de Hibisco', 990, 2);
const gone = item('i4', null, 'Suco de uva', 800, 1);
const menu = [onMenu('kibe', '/images/kibe.webp'), onMenu('esfiha', null)];

describe('the quote asked for an order', () => {
  it('sends each item with a product, its choices as many times as taken, and its flavours', () => {
    const half = {
      ...item('i5', 'pizza', 'Pizza', 5000, 1),
      parts: [
        { productId: 'pizza', name: 'Pizza de Zaatar', priceCents: 5000 },
        { productId: 'calabresa', name: 'Pizza de Calabresa', priceCents: 5400 },
      ],
    };
    const items = quotableItems([kibe, gone, half]);
    expect(items.map((i) => i.id)).toEqual(['i1', 'i5']);
    expect(items.map(orderLineOf)).toEqual([
      { productId: 'kibe', variationIds: ['homus', 'tahine', 'tahine'], flavourIds: [], quantity: 1 },
      { productId: 'pizza', variationIds: [], flavourIds: ['calabresa'], quantity: 1 },
    ]);
  });
});

describe('reorderFromQuote', () => {
  it("takes today's prices: the base from the server's unit price, the options as quoted now, twice when taken twice", () => {
    const today = [homus(0), tahine(350, 2)];
    const r = reorderFromQuote([kibe], quoteOf([priced(kibe, 3490 + 700, today)]), menu);
    expect(r.unavailable).toEqual([]);
    expect(r.lines).toEqual([
      {
        productId: 'kibe',
        name: 'Kibe Frito (6 unidades)',
        image: '/images/kibe.webp',
        basePriceCents: 3490,
        selectedOptions: today,
        parts: [],
        quantity: 1,
      },
    ]);
    // what the cart will show is what the server charges
    expect(lineTotalCents(r.lines[0]!)).toBe(4190);
  });

  it('keeps the quantities and takes the name the product has today; a product off the menu has no photo', () => {
    const r = reorderFromQuote([esfiha], quoteOf([{ ...priced(esfiha, 750), name: 'Esfiha de Queijo Coalho' }]), []);
    expect(r.lines).toEqual([expect.objectContaining({ name: 'Esfiha de Queijo Coalho', quantity: 3, image: null })]);
    expect(r.lines[0]!.basePriceCents).toBe(750);
  });

  it('leaves out what the server refuses and a deleted product, naming them as on the order, in its order', () => {
    // the deleted product is not sent: the quote's lines are the kibe, the chá and the esfiha
    const r = reorderFromQuote(
      [kibe, gone, cha, esfiha],
      quoteOf([
        priced(kibe, 3590),
        refused(cha, 'Chá Gelado de Hibisco não está mais disponível'),
        refused(esfiha, 'Opção inválida', 'invalid_option'),
      ]),
      menu,
    );
    expect(r.lines.map((l) => l.productId)).toEqual(['kibe']);
    expect(r.unavailable).toEqual(['Suco de uva', 'Chá Gelado de Hibisco', 'Esfiha de Queijo']);
  });

  it('adds nothing when nothing is available, and names a product once', () => {
    const cha2 = { ...cha, id: 'i6', quantity: 1 };
    const r = reorderFromQuote([cha, cha2, gone], quoteOf([refused(cha), refused(cha2)]), menu);
    expect(r).toEqual({ lines: [], unavailable: ['Chá Gelado de Hibisco', 'Suco de uva'] });
    // only deleted products: nothing was quoted
    expect(reorderFromQuote([gone], null, menu)).toEqual({ lines: [], unavailable: ['Suco de uva'] });
  });
});

describe('reorderNotice', () => {
  const added = reorderFromQuote([esfiha], quoteOf([priced(esfiha, 690)]), menu).lines;

  it('counts and names what was left out, in pt-BR', () => {
    expect(reorderNotice({ lines: added, unavailable: ['Esfiha de frango', 'Suco de uva'] })).toBe(
      '2 itens não estão mais disponíveis: Esfiha de frango, Suco de uva',
    );
    expect(reorderNotice({ lines: added, unavailable: ['Suco de uva'] })).toBe(
      '1 item não está mais disponível: Suco de uva',
    );
  });

  it('says when nothing could be added, and nothing when all was', () => {
    expect(reorderNotice({ lines: [], unavailable: ['Suco de uva'] })).toBe(
      'Nenhum item deste pedido está disponível no momento: Suco de uva',
    );
    expect(reorderNotice({ lines: added, unavailable: [] })).toBeNull();
  });
});
