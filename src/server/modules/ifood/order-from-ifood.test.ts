import { describe, expect, it } from 'vitest';
import { ifoodOrderDetails } from '@server/testing/fake-ifood';
import { ifoodOrderSchema } from './ifood-order';
import { orderFromIfood } from './order-from-ifood';

// An iFood order's details as our order's rows (docs/product.md#ifood).

const details = (over: Record<string, unknown>) => ifoodOrderSchema.parse(ifoodOrderDetails(over));

const pizza = {
  id: 'i1',
  name: 'Pizza Margherita',
  externalCode: 'PZ-1',
  quantity: 1,
  unitPrice: 40,
  totalPrice: 46,
  options: [{ id: 'o1', name: 'Borda de catupiry', groupName: 'Borda', quantity: 1, unitPrice: 6 }],
};

describe('orderFromIfood', () => {
  it("keeps iFood's money to the cent and finds items by their code", () => {
    const o = orderFromIfood(
      details({
        items: [
          pizza,
          {
            ...pizza,
            id: 'i2',
            name: 'Queijo (kg)',
            externalCode: null,
            quantity: 0.35,
            totalPrice: 20.65,
            options: [],
          },
        ],
        total: { subTotal: 66.65, deliveryFee: 5.99, benefits: 10, additionalFees: 0.99, orderAmount: 63.63 },
        payments: { prepaid: 63.63, pending: 0, methods: [] },
      }),
      new Map([['PZ-1', 'product-1']]),
    );
    expect(o.items.map((i) => [i.productId, i.name, i.quantity, i.unitPriceCents, i.totalPriceCents])).toEqual([
      ['product-1', 'Pizza Margherita', 1, 4600, 4600],
      [null, 'Queijo (kg) (0.35)', 1, 2065, 2065],
    ]);
    expect(o.items[0]!.selectedOptions).toEqual([
      { optionId: 'o1', title: 'Borda', variationId: 'o1', name: 'Borda de catupiry', priceCents: 600, quantity: 1 },
    ]);
    expect([o.subtotalCents, o.deliveryFeeCents, o.discountCents, o.totalCents]).toEqual([6665, 698, 1000, 6363]);
    expect([o.paymentMethod, o.paymentStatus, o.unmatchedItems]).toEqual(['ifood', 'paid', 1]);
    expect(o.notes).toContain('1 item(ns) sem código do cardápio');
  });

  it('a discount never takes the total below zero', () => {
    const o = orderFromIfood(
      details({
        items: [pizza],
        total: { subTotal: 46, deliveryFee: 0, benefits: 80, additionalFees: 0, orderAmount: 0 },
      }),
      new Map(),
    );
    expect([o.discountCents, o.totalCents]).toEqual([4600, 0]);
  });

  it('at the counter, scheduled, paid by card to collect, with the customer iFood did not name', () => {
    const o = orderFromIfood(
      details({
        orderType: 'DINE_IN',
        orderTiming: 'SCHEDULED',
        schedule: {
          deliveryDateTimeStart: '2026-11-28T15:00:00.000Z',
          deliveryDateTimeEnd: '2026-11-28T15:30:00.000Z',
        },
        customer: null,
        items: [pizza],
        total: { subTotal: 46, deliveryFee: 0, benefits: 0, additionalFees: 0, orderAmount: 46 },
        payments: {
          prepaid: 0,
          pending: 46,
          methods: [{ value: 46, method: 'MEAL_VOUCHER', type: 'OFFLINE', card: { brand: 'VR' } }],
        },
      }),
      new Map(),
    );
    expect([o.fulfilment, o.address, o.scheduledFor?.toISOString()]).toEqual([
      'dine_in',
      null,
      '2026-11-28T15:00:00.000Z',
    ]);
    expect([o.customerName, o.customerPhone, o.paymentMethod, o.changeForCents]).toEqual([
      'Cliente iFood',
      'iFood',
      'credit_card',
      null,
    ]);
    expect(o.notes).toContain('Pagamento na entrega: Vale-refeição VR.');
  });

  it('must be confirmed within 8 minutes of its creation, or of its preparation when scheduled', () => {
    const o = orderFromIfood(details({ createdAt: '2026-11-27T20:00:00.000Z', items: [pizza] }), new Map());
    expect(o.confirmBy.toISOString()).toBe('2026-11-27T20:08:00.000Z');
    const later = orderFromIfood(
      details({
        createdAt: '2026-11-27T20:00:00.000Z',
        orderTiming: 'SCHEDULED',
        preparationStartDateTime: '2026-11-28T11:30:00.000Z',
        schedule: { deliveryDateTimeStart: '2026-11-28T12:00:00.000Z' },
        items: [pizza],
      }),
      new Map(),
    );
    expect(later.confirmBy.toISOString()).toBe('2026-11-28T11:38:00.000Z');
  });

  it('prints the choices inside a complement, and cuts a long note instead of refusing the order', () => {
    const half = {
      ...pizza,
      observations: 'x'.repeat(5000),
      options: [
        {
          id: 'o2',
          name: 'Meio a meio',
          groupName: 'Sabores',
          quantity: 1,
          unitPrice: 0,
          customization: [{ id: 'c1', name: '1/2 Calabresa', groupName: 'Sabor', quantity: 1, unitPrice: 0 }],
        },
      ],
    };
    const o = orderFromIfood(details({ items: [half] }), new Map());
    expect(o.items[0]!.selectedOptions.map((c) => `${c.title}: ${c.name}`)).toEqual([
      'Sabores: Meio a meio',
      'Sabor: 1/2 Calabresa',
    ]);
    expect(o.notes!.length).toBeLessThanOrEqual(2000);
  });
});
