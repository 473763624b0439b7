import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { addDays } from '../../src/shared/schedule';

// A year of a busy restaurant for the reports' benchmark (bench/reports.ts): `orders` orders
// spread over the `days` São Paulo days that end with `lastDay`, made by the database itself
// (generate_series, so 100,000 take seconds, not minutes), the same on PGlite and PostgreSQL.
// Everything follows from the order's number, so two seeds of the same size are alike: lunch
// and dinner hours, the four payment methods, the three channels, 1 in 20 cancelled (three
// reasons or none), 1 in 50 awaiting an online payment, two coupons, about 15,000 customers
// known by phone and email, 1 to 3 items an order, a choice on most and two flavours on pizzas.

const HOURS = '{11,12,12,12,13,13,18,19,19,20,20,20,21,21,22,23}';
const PRODUCTS =
  "array['Esfiha de Carne','Esfiha de Queijo','Kibe Frito','Pizza de Zaatar','Shawarma de Frango','Suco de Laranja','Homus','Falafel']";
const PRICES = 'array[690,690,800,4500,2890,900,1800,2200]';

export async function seedOrders(db: Db, { orders, days, lastDay }: { orders: number; days: number; lastDay: string }) {
  const firstDay = addDays(lastDay, -(days - 1));
  await db.execute(
    sql.raw(`
    insert into orders (customer_name, customer_email, customer_phone, customer_email_key, customer_phone_key,
      address, fulfilment, channel, subtotal_cents, delivery_fee_cents, total_cents, status, payment_method,
      payment_status, idempotency_key, coupon_code, discount_cents, cancel_reason, created_at, updated_at)
    select 'Cliente ' || c, 'cliente' || c || '@exemplo.com', '(11) 9' || lpad(c::text, 4, '0') || '-0000',
      'cliente' || c || '@exemplo.com', '119' || lpad(c::text, 4, '0') || '0000',
      '{"street":"Rua Augusta","number":"1500","neighborhood":"Consolação","city":"São Paulo","state":"SP","zipCode":"01304-001","customer_name":"Cliente","customer_email":"c@exemplo.com","customer_phone":"(11) 98888-7777"}'::jsonb,
      'delivery', (array['site','site','phone','counter'])[(i / 4) % 4 + 1],
      0, 500, 500 - discount, status, (array['pix','stripe','credit_card','cash'])[i % 4 + 1],
      case status when 'delivered' then 'paid' when 'cancelled' then (case when i % 4 = 1 then 'refunded' else 'awaiting' end) else 'awaiting' end,
      'seed-' || i, coupon, discount,
      case when status = 'cancelled' then (array['Cliente desistiu','Fora da área de entrega','Produto em falta',null])[i % 4 + 1] end,
      at, at
    from (
      select i, (i * 7919) % 15000 as c,
        case when i % 20 = 0 then 'cancelled' when i % 50 = 1 then 'awaiting_payment' else 'delivered' end as status,
        case when i % 10 = 3 then 'PROMO10' when i % 25 = 7 then 'BEMVINDO' end as coupon,
        case when i % 10 = 3 then 300 when i % 25 = 7 then 500 else 0 end as discount,
        ((date '${firstDay}' + ((i::bigint * 104729) % ${days})::int)::timestamp
          + make_interval(hours => ('${HOURS}'::int[])[i % 16 + 1], mins => i % 60)) at time zone 'America/Sao_Paulo' as at
      from generate_series(1, ${orders}) as i
    ) o`),
  );
  await db.execute(
    sql.raw(`
    insert into order_items (order_id, name, unit_price_cents, quantity, total_price_cents, selected_options, parts)
    select o.id, (${PRODUCTS})[p + 1], (${PRICES})[p + 1] + extra, q, ((${PRICES})[p + 1] + extra) * q,
      case when extra > 0 then jsonb_build_array(jsonb_build_object('optionId', 'borda', 'title', 'Borda',
        'variationId', 'borda-' || (k % 3), 'name', (array['Catupiry','Cheddar','Chocolate'])[k % 3 + 1], 'priceCents', 300, 'quantity', 1))
        else '[]'::jsonb end,
      case when p = 3 then jsonb_build_array(jsonb_build_object('productId', 'p3', 'name', 'Pizza de Zaatar', 'priceCents', 4500),
        jsonb_build_object('productId', 'p' || (k % 2), 'name', (array['Pizza de Calabresa','Pizza Margherita'])[k % 2 + 1], 'priceCents', 4200))
        else '[]'::jsonb end
    from (
      select o.id, k, (k * 31 + n * 7) % 8 as p, 1 + (k + n) % 3 as q, case when (k + n) % 3 = 0 then 300 else 0 end as extra
      from (select id, substr(idempotency_key, 6)::int as k from orders where idempotency_key like 'seed-%') o
      cross join lateral generate_series(1, 1 + o.k % 3) as n
    ) o`),
  );
  await db.execute(
    sql.raw(`
    update orders set subtotal_cents = s.subtotal, total_cents = s.subtotal + delivery_fee_cents - discount_cents
    from (select order_id, sum(total_price_cents)::int as subtotal from order_items group by order_id) s
    where s.order_id = orders.id and orders.idempotency_key like 'seed-%'`),
  );
  await db.execute(sql.raw('analyze orders'));
  await db.execute(sql.raw('analyze order_items'));
}
