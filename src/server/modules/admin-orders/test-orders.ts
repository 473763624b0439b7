// Test helper: puts an order and its items straight into the tables (issue 4 owns checkout).
import { randomUUID } from 'node:crypto';
import type { SelectedOption } from '@shared/pricing';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type SeedItem = { name: string; unitPriceCents: number; quantity: number; selectedOptions?: SelectedOption[] };

export function seedOption(title: string, name: string, priceCents = 0): SelectedOption {
  return { optionId: randomUUID(), title, variationId: randomUUID(), name, priceCents };
}

export async function seedOrder(
  db: Db,
  o: { userId?: string | null; status?: string; items?: SeedItem[]; customerName?: string; createdAt?: Date; paymentMethod?: 'pix' | 'cash' | 'credit_card' | 'stripe'; changeForCents?: number; notes?: string } = {},
) {
  const items = o.items ?? [{ name: 'Esfiha de Carne', unitPriceCents: 690, quantity: 2 }];
  const subtotal = items.reduce((s, i) => s + i.unitPriceCents * i.quantity, 0);
  const name = o.customerName ?? 'Maria Cliente';
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: o.userId ?? null,
        customerName: name,
        customerEmail: 'maria@exemplo.com',
        customerPhone: '(11) 97777-6666',
        address: {
          street: 'Rua Augusta', number: '1500', neighborhood: 'Consolação', city: 'São Paulo', state: 'SP', zipCode: '01304-001',
          customer_name: name, customer_email: 'maria@exemplo.com', customer_phone: '(11) 97777-6666',
        },
        subtotalCents: subtotal,
        deliveryFeeCents: 500,
        totalCents: subtotal + 500,
        status: o.status ?? 'pending',
        paymentMethod: o.paymentMethod ?? 'cash',
        changeForCents: o.changeForCents ?? null,
        notes: o.notes ?? null,
        idempotencyKey: randomUUID(),
        ...(o.createdAt && { createdAt: o.createdAt, updatedAt: o.createdAt }),
      })
      .returning();
    await tx.insert(orderItems).values(
      items.map((i) => ({
        orderId: order!.id,
        name: i.name,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
        totalPriceCents: i.unitPriceCents * i.quantity,
        selectedOptions: i.selectedOptions ?? [],
      })),
    );
    return order!;
  });
}
