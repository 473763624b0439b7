import { randomUUID } from 'node:crypto';
import { canonicalEmail, phoneKey } from '@shared/customer-key';
import type { OrderStatus, PaymentMethod, PaymentState } from '@shared/order-status';
// Test helper: puts an order and its item snapshot straight into the tables, so the admin
// orders, customer area and dashboard are tested without going through checkout.
import type { OrderChannel } from '@shared/order-status';
import type { OrderItemPart, SelectedOption } from '@shared/pricing';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';

export type TestItem = {
  name: string;
  unitPriceCents: number;
  quantity: number;
  selectedOptions?: SelectedOption[];
  /** Half-and-half: the product, then each flavour. */
  parts?: OrderItemPart[];
  productId?: string;
};

export const TEST_ADDRESS = {
  street: 'Rua Augusta',
  number: '1500',
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  zipCode: '01304-001',
  customer_name: 'Cliente Teste',
  customer_email: 'cliente@exemplo.com',
  customer_phone: '(11) 98888-7777',
};

export function option(title: string, name: string, priceCents = 0): SelectedOption {
  return { optionId: randomUUID(), title, variationId: randomUUID(), name, priceCents, quantity: 1 };
}

export async function insertOrder(
  db: Db,
  o: {
    userId?: string | null;
    customerName?: string;
    customerPhone?: string;
    customerEmail?: string;
    /** Writes the customer keys of the email and phone, as checkout does (left null otherwise). */
    keyed?: boolean;
    channel?: OrderChannel;
    coupon?: { code: string; discountCents: number };
    cancelReason?: string;
    items?: TestItem[];
    status?: OrderStatus;
    paymentMethod?: PaymentMethod;
    paymentStatus?: PaymentState;
    deliveryFeeCents?: number;
    changeForCents?: number | null;
    notes?: string | null;
    createdAt?: Date;
  } = {},
) {
  const items = o.items ?? [{ name: 'Esfiha de Carne', unitPriceCents: 690, quantity: 2 }];
  const subtotal = items.reduce((s, i) => s + i.unitPriceCents * i.quantity, 0);
  const fee = o.deliveryFeeCents ?? 500;
  const name = o.customerName ?? TEST_ADDRESS.customer_name;
  const phone = o.customerPhone ?? TEST_ADDRESS.customer_phone;
  const email = o.customerEmail ?? TEST_ADDRESS.customer_email;
  const discount = o.coupon?.discountCents ?? 0;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: o.userId ?? null,
        customerName: name,
        customerEmail: email,
        customerPhone: phone,
        ...(o.keyed && { customerEmailKey: canonicalEmail(email), customerPhoneKey: phoneKey(phone) }),
        address: { ...TEST_ADDRESS, customer_name: name, customer_email: email, customer_phone: phone },
        channel: o.channel ?? 'site',
        subtotalCents: subtotal,
        deliveryFeeCents: fee,
        totalCents: subtotal + fee - discount,
        couponCode: o.coupon?.code ?? null,
        discountCents: discount,
        cancelReason: o.cancelReason ?? null,
        status: o.status ?? 'pending',
        paymentMethod: o.paymentMethod ?? 'cash',
        paymentStatus: o.paymentStatus ?? 'awaiting',
        changeForCents: o.changeForCents ?? null,
        notes: o.notes ?? null,
        idempotencyKey: randomUUID(),
        ...(o.createdAt && { createdAt: o.createdAt, updatedAt: o.createdAt }),
      })
      .returning();
    await tx.insert(orderItems).values(
      items.map((i) => ({
        orderId: order!.id,
        productId: i.productId ?? null,
        name: i.name,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
        totalPriceCents: i.unitPriceCents * i.quantity,
        selectedOptions: i.selectedOptions ?? [],
        parts: i.parts ?? [],
      })),
    );
    return order!;
  });
}
