import { z } from 'zod';

// An iFood order's details (GET /order/v1.0/orders/{id}) as far as the store reads them. iFood
// sends more; what is read is checked, and the whole answer is kept beside the order.

// Amounts in reais: an order's whole total in cents stays far inside the database's integers.
const money = z.number().nonnegative().finite().max(100_000);
/** Free text is cut to fit rather than refused: a long note must not lose the order. */
const text = (max: number) => z.string().transform((v) => v.slice(0, max));
/** An id is refused when it is not one. */
const id = z.string().min(1).max(100);

const choice = z.object({
  id: text(100).optional(),
  name: text(200),
  groupName: text(200).nullish(),
  externalCode: text(100).nullish(),
  quantity: z.number().positive().max(1000),
  unitPrice: money,
  price: money.optional(),
});

/** A complement, with the choices made inside it (a pizza's flavours, say). */
const option = choice.extend({ customization: z.array(choice).max(50).nullish() });

const item = z.object({
  id: text(100).optional(),
  name: text(200),
  externalCode: text(100).nullish(),
  quantity: z.number().positive().max(1000),
  unitPrice: money,
  totalPrice: money,
  observations: text(500).nullish(),
  options: z.array(option).max(100).nullish(),
});

const address = z.object({
  streetName: text(200).nullish(),
  streetNumber: text(50).nullish(),
  formattedAddress: text(400).nullish(),
  neighborhood: text(100).nullish(),
  complement: text(200).nullish(),
  reference: text(300).nullish(),
  postalCode: text(20).nullish(),
  city: text(100).nullish(),
  state: text(50).nullish(),
});

const paymentMethod = z.object({
  value: money,
  method: text(40),
  type: text(20),
  cash: z.object({ changeFor: money.nullish() }).nullish(),
  card: z.object({ brand: text(40).nullish() }).nullish(),
});

export const ifoodOrderSchema = z.object({
  id,
  displayId: text(20),
  orderType: z.enum(['DELIVERY', 'TAKEOUT', 'DINE_IN', 'INDOOR']),
  orderTiming: text(20).nullish(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When a scheduled order's preparation should start: iFood's confirmation deadline counts from it. */
  preparationStartDateTime: z.iso.datetime({ offset: true }).nullish(),
  customer: z
    .object({
      name: text(200).nullish(),
      phone: z.object({ number: text(40).nullish(), localizer: text(40).nullish() }).nullish(),
    })
    .nullish(),
  items: z.array(item).max(200),
  total: z.object({
    subTotal: money,
    deliveryFee: money.nullish(),
    benefits: money.nullish(),
    additionalFees: money.nullish(),
    orderAmount: money,
  }),
  payments: z.object({ prepaid: money, pending: money, methods: z.array(paymentMethod).max(20) }),
  delivery: z
    .object({
      deliveredBy: text(20).nullish(),
      observations: text(500).nullish(),
      deliveryAddress: address.nullish(),
    })
    .nullish(),
  schedule: z.object({ deliveryDateTimeStart: z.iso.datetime({ offset: true }) }).nullish(),
  extraInfo: text(500).nullish(),
});

export type IfoodOrder = z.infer<typeof ifoodOrderSchema>;
