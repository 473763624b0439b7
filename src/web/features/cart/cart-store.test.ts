import { beforeEach, describe, expect, it, vi } from 'vitest';

// The cart module reads localStorage when it loads: each test gets a fresh module and storage.
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});

const loadCart = async () => {
  vi.resetModules();
  return (await import('./cart-store')).cart;
};

const coke = { optionId: 'g1', title: 'Sabor', variationId: 'v1', name: 'Coca-Cola', priceCents: 0, quantity: 1 };
const zero = { optionId: 'g1', title: 'Sabor', variationId: 'v2', name: 'Coca-Cola Zero', priceCents: 0, quantity: 1 };
const item = (selectedOptions = [coke], quantity = 1) => ({
  productId: 'p1',
  name: 'Refrigerante Lata',
  image: null,
  basePriceCents: 650,
  selectedOptions,
  parts: [],
  quantity,
});

beforeEach(() => storage.clear());

describe('cart store', () => {
  it('corrupt or foreign content in storage gives an empty cart', async () => {
    for (const bad of [
      '{not json',
      '{"a":1}',
      '[{"id":1}]',
      '[{"id":"x","productId":"p","name":"n","basePriceCents":1.5,"quantity":1,"selectedOptions":[]}]',
    ]) {
      storage.set('cart', bad);
      expect((await loadCart()).get()).toEqual([]);
    }
  });

  it('merges the same product with identical options, appends otherwise, and saves under "cart"', async () => {
    const cart = await loadCart();
    cart.add(item());
    cart.add(item([coke], 2));
    cart.add(item([zero]));
    expect(cart.get().map((l) => [l.selectedOptions[0]!.name, l.quantity])).toEqual([
      ['Coca-Cola', 3],
      ['Coca-Cola Zero', 1],
    ]);
    expect(JSON.parse(storage.get('cart')!)).toHaveLength(2);
    expect((await loadCart()).get()).toHaveLength(2);
  });

  it('reads a cart saved before a choice could be taken twice as each choice taken once', async () => {
    const { quantity: _, ...oldCoke } = coke;
    storage.set('cart', JSON.stringify([{ id: 'l1', ...item([oldCoke as typeof coke]) }]));
    expect((await loadCart()).get()[0]!.selectedOptions).toEqual([coke]);
  });

  it('keeps a line with a choice taken twice apart from the same line with it once', async () => {
    const cart = await loadCart();
    cart.add(item([coke]));
    cart.add(item([{ ...coke, quantity: 2 }]));
    cart.add(item([{ ...coke, quantity: 2 }]));
    expect(cart.get().map((l) => [l.selectedOptions[0]!.quantity, l.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('ignores a quantity below 1, caps at 99, removes and clears', async () => {
    const cart = await loadCart();
    cart.add(item());
    const id = cart.get()[0]!.id;
    cart.setQuantity(id, 0);
    expect(cart.get()[0]!.quantity).toBe(1);
    cart.setQuantity(id, 500);
    expect(cart.get()[0]!.quantity).toBe(99);
    cart.add(item([zero]));
    cart.remove(id);
    expect(cart.get().map((l) => l.selectedOptions[0]!.name)).toEqual(['Coca-Cola Zero']);
    cart.clear();
    expect(cart.get()).toEqual([]);
    expect(storage.get('cart')).toBe('[]');
  });
});
