import { sql } from 'drizzle-orm';
import { orders, profiles } from './schema';

/** Staff's name for an order whose customer left none (docs/product.md#admin-area). */
const NO_CUSTOMER_NAME = 'Cliente não encontrado';

/**
 * The name staff see for an order: the customer's profile's, else the one on the order, else
 * NO_CUSTOMER_NAME; the query joins `profiles`. That text goes as a parameter, not inside the SQL:
 * the server bundle stays ASCII (docs/decisions/027-one-server-bundle.md).
 */
export const orderCustomerName = sql<string>`coalesce(nullif(${profiles.name}, ''), nullif(${orders.customerName}, ''), ${NO_CUSTOMER_NAME}::text)`;
