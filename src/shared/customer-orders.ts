// What GET /api/customer/orders and /api/customer/orders/:id answer (Meus Pedidos): the shapes
// are the API contract's (src/shared/contract/orders.ts).
export type { CustomerOrder, CustomerOrderItem, OrderAddress } from './contract/orders';
