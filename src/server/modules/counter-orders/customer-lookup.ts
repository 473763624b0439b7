import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import type { CustomerMatch } from '@shared/contract/counter-orders';
import { phoneKey } from '@shared/customer-key';
import { addressSchema, type Address } from '@shared/schemas/address';

// 'Novo pedido' finds the customer by phone (docs/product.md#phone-and-counter-orders): earlier
// orders and accounts' profiles, matched by the phone's key (src/shared/customer-key.ts).

/** At most this many customers answer, each with at most this many addresses. */
const MAX_CUSTOMERS = 6;
const MAX_ADDRESSES = 4;
/** Rows read per source: a customer's recent orders are enough to know them. */
const MAX_ROWS = 200;

/** The key of a phone typed so far: its digits without the country code or the trunk zero. */
export function typedKey(phone: string): string {
  return phoneKey(phone) ?? phone.replace(/\D/g, '').replace(/^0+/, '');
}

/** A profile's phone as its key, in SQL: what customer-key.ts computes (and migration 0011 did for orders). */
const PROFILE_KEY = sql`(select case when length(d) >= 12 and d like '55%' then ltrim(substr(d, 3), '0') else d end
  from (select ltrim(regexp_replace(p.phone, '\\D', '', 'g'), '0') as d) digits)`;

type Row = { key: string | null; name: string; phone: string; address: unknown; at: Date | string; kind: string };

/**
 * Customers whose phone key starts with what was typed (or ends with it, from 8 digits: a number
 * typed without its area code), most recent first, with their names, phone, addresses (the
 * profile's, then the orders' newest first) and how many orders they placed.
 */
export async function findCustomers(db: Db, phone: string): Promise<CustomerMatch[]> {
  const digits = typedKey(phone);
  const prefix = `${digits}%`;
  const suffix = digits.length >= 8 ? `%${digits}` : prefix;
  const rows = (await db.execute(sql`
    (select o.customer_phone_key as key, o.customer_name as name, o.customer_phone as phone, o.address,
       o.created_at as at, 'order' as kind
     from orders o
     where o.customer_phone_key like ${prefix} or o.customer_phone_key like ${suffix}
     order by o.created_at desc limit ${MAX_ROWS})
    union all
    (select * from (select ${PROFILE_KEY} as key, p.name, p.phone, p.address, p.updated_at as at, 'profile' as kind
       from profiles p where p.phone <> '') k
     where k.key like ${prefix} or k.key like ${suffix}
     order by k.at desc limit ${MAX_ROWS})`)) as unknown as { rows?: Row[] } | Row[];
  return group(Array.isArray(rows) ? rows : (rows.rows ?? []));
}

function group(rows: Row[]): CustomerMatch[] {
  const byKey = new Map<string, CustomerMatch & { last: number }>();
  const sorted = [...rows].sort((a, b) => time(b.at) - time(a.at));
  for (const r of sorted) {
    if (!r.key) continue;
    let c = byKey.get(r.key);
    if (!c) {
      c = { name: r.name, phone: r.phone, orderCount: 0, addresses: [], last: time(r.at) };
      byKey.set(r.key, c);
    }
    if (r.kind === 'order') c.orderCount += 1;
    const address = addressOf(r.address);
    const same = (a: Address) => address && a.zipCode === address.zipCode && a.number === address.number;
    if (address && c.addresses.length < MAX_ADDRESSES && !c.addresses.some(same)) c.addresses.push(address);
  }
  return [...byKey.values()].slice(0, MAX_CUSTOMERS).map(({ last: _, ...c }) => c);
}

const time = (at: Date | string) => new Date(at).getTime();

/** The address fields of a stored address (an order's also names who receives it); null when incomplete. */
function addressOf(value: unknown): Address | null {
  const parsed = addressSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
}
