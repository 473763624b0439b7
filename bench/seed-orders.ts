// Fills a database with a year of orders for the reports (bench/support/seed-orders.ts says
// what they look like): the PostgreSQL server DATABASE_URL names, else the embedded database
// in DATA_DIR (the server must not be running on it).
//   DATA_DIR=/tmp/cardapio npx tsx bench/seed-orders.ts [--orders 100000] [--days 365]
import { openDatabase } from '../src/server/db/client';
import { addDays, localTime } from '../src/shared/schedule';
import { numberOption } from './support/options';
import { seedOrders } from './support/seed-orders';

const ORDERS = numberOption('orders', 100_000);
const DAYS = numberOption('days', 365);

async function main() {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = url ? undefined : (process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ url, dataDir });
  try {
    const t0 = performance.now();
    const lastDay = addDays(localTime(new Date()).date, -1);
    await seedOrders(database.db, { orders: ORDERS, days: DAYS, lastDay });
    console.log(
      `${ORDERS} orders over the ${DAYS} days up to ${lastDay} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

void main();
