import type { SelectedOption } from './pricing';
import type { Address } from './schemas/address';

/** The address saved on an order, with who receives it (a snapshot, not the profile). */
export type OrderAddress = Address & { customer_name: string; customer_email: string; customer_phone: string };

// What GET /api/customer/orders and /api/customer/orders/:id answer (Meus Pedidos).
export type CustomerOrderItem = {
  id: string;
  productId: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  selectedOptions: SelectedOption[];
};

export type CustomerOrder = {
  id: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  address: OrderAddress;
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  paymentMethod: string;
  changeForCents: number | null;
  notes: string | null;
  items: CustomerOrderItem[];
  /** The PIX "copia e cola" code again, for a PIX order still pending; otherwise null. */
  pixCode: string | null;
};
