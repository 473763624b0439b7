// Kitchen printing under a rush (docs/product.md#kitchen-printers): `--orders` orders are
// accepted in a burst through the real server on a fresh PostgreSQL database, and every one
// must come out of the (fake, local) kitchen printer once. Figures: the time from each order's
// accept answering to the last byte of its ticket at the printer (p50, p99), and the burst's
// drain time per ticket beside the baseline measured in the same run: the same tickets sent
// straight to the same printer, one connection each, with no database in between. Medians over
// `--rounds` rounds; exits 1 when a ticket is missing or printed twice.
//   npx tsx bench/kitchen-print.ts [--orders 500] [--rounds 3] [--concurrency 16]
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { printers } from '../src/server/db/schema';
import { encodeTicket } from '../src/server/modules/printing/escpos';
import { kitchenTicket } from '../src/server/modules/printing/kitchen-ticket';
import { kitchenOrders } from '../src/server/modules/printing/kitchen-orders';
import { sendToPrinter } from '../src/server/modules/printing/send-job';
import { startFakePrinter } from '../src/server/testing/fake-printer';
import { insertOrder } from '../src/server/testing/test-orders';
import { signInOwner } from './support/admin';
import { percentile } from './support/load';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { median, reportRows } from './support/report';
import { startBenchServer } from './support/server';

const ORDERS = numberOption('orders', 500);
const ROUNDS = numberOption('rounds', 3);
const CONCURRENCY = numberOption('concurrency', 16);

type Round = { p50: number; p99: number; drainPerTicket: number; basePerTicket: number; ok: boolean };

/** Accepts every order, `CONCURRENCY` at a time; when each accept answered. */
async function acceptAll(url: string, cookie: string, ids: string[]) {
  const acceptedAt = new Map<string, number>();
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        const res = await fetch(`${url}/api/admin/orders/${id}/status`, {
          method: 'PUT',
          headers: { origin: url, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ status: 'processing' }),
        });
        if (res.status !== 200) throw new Error(`accept ${id}: ${res.status} ${await res.text()}`);
        acceptedAt.set(id.slice(0, 8).toUpperCase(), Date.now());
      }
    }),
  );
  return acceptedAt;
}

async function main() {
  const database = await createBenchDatabase('kitchen');
  const server = await startBenchServer(database.url);
  const app = await openDatabase({ url: database.url });
  const printer = await startFakePrinter();
  const rounds: Round[] = [];
  try {
    const cookie = await signInOwner(server.url, app.db);
    await app.db.insert(printers).values({
      name: 'Cozinha',
      host: printer.host,
      port: printer.port,
      paper: 80,
      codePage: 'cp860',
    });
    for (let r = 0; r < ROUNDS; r++) {
      printer.jobs.length = 0;
      const ids: string[] = [];
      for (let i = 0; i < ORDERS; i++) ids.push((await insertOrder(app.db, { customerName: `Cliente ${r}-${i}` })).id);
      const started = Date.now();
      const acceptedAt = await acceptAll(server.url, cookie, ids);
      const jobs = await printer.waitForJobs(ORDERS, 120_000);
      await new Promise((res) => setTimeout(res, 3_000)); // a ticket printed twice would come now
      const numbers = printer.jobs.map((j) => /PEDIDO #(\w{8})/.exec(j.lines.map((l) => l.text).join(' '))?.[1]);
      const ok =
        printer.jobs.length === ORDERS && new Set(numbers).size === ORDERS && numbers.every((n) => acceptedAt.has(n!));
      const latencies = jobs.map((j, i) => j.receivedAt - acceptedAt.get(numbers[i]!)!);
      const drainMs = Math.max(...jobs.map((j) => j.receivedAt)) - started;

      // Where the time went: the accept's event to its job written, and the job to printed.
      const split: unknown = await app.db.execute(sql`
        select percentile_cont(0.5) within group (order by extract(epoch from j.created_at - e.created_at) * 1000) as to_job,
               percentile_cont(0.5) within group (order by extract(epoch from j.printed_at - j.created_at) * 1000) as to_print
        from print_jobs j join order_events e on e.id = j.event_id
        where j.order_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      const rows = (Array.isArray(split) ? split : (split as { rows: unknown[] }).rows) as Record<string, unknown>[];
      const { to_job, to_print } = rows[0]!;
      // The baseline: the same tickets, sent straight to the printer one after the other.
      const tickets = [...(await kitchenOrders(app.db, ids)).values()].map((o) =>
        encodeTicket(kitchenTicket(o, { storeName: 'Casa da Esfiha' })!, { paper: 80, codePage: 'cp860' }),
      );
      printer.jobs.length = 0;
      const base0 = performance.now();
      for (const bytes of tickets) await sendToPrinter(printer, bytes);
      const baseMs = performance.now() - base0;
      const round = {
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        drainPerTicket: drainMs / ORDERS,
        basePerTicket: baseMs / ORDERS,
        ok,
      };
      rounds.push(round);
      console.log(
        `round ${r + 1}: ${ORDERS} accepted, ${new Set(numbers).size} distinct tickets of ${numbers.length}` +
          ` · accept→last byte p50 ${fmtMs(round.p50)}, p99 ${fmtMs(round.p99)}` +
          ` (event→job ${fmtMs(Number(to_job))}, job→printed ${fmtMs(Number(to_print))})` +
          ` · drain ${fmtMs(round.drainPerTicket)}/ticket (baseline ${fmtMs(round.basePerTicket)}/ticket)${ok ? '' : ' · WRONG COUNT'}`,
      );
    }
  } finally {
    await printer.stop();
    await app.close();
    await server.stop();
    await database.drop();
  }
  const ok = rounds.every((r) => r.ok);
  const m = (k: keyof Omit<Round, 'ok'>) => median(rounds.map((r) => r[k]));
  console.log(`\n${ok ? 'every ticket printed once' : 'A TICKET WAS MISSING OR PRINTED TWICE'}`);
  reportRows([
    {
      bench: 'kitchen',
      figure: `accept → last byte at the printer, p50 (${ORDERS} in a burst)`,
      value: m('p50'),
      unit: 'ms',
      runs: rounds.length,
    },
    {
      bench: 'kitchen',
      figure: `accept → last byte at the printer, p99 (${ORDERS} in a burst)`,
      value: m('p99'),
      unit: 'ms',
      runs: rounds.length,
    },
    {
      bench: 'kitchen',
      figure: 'burst drained, per ticket',
      value: m('drainPerTicket'),
      unit: 'ms',
      runs: rounds.length,
      baseline: { label: 'tickets sent straight to the printer', value: m('basePerTicket') },
      ratio: m('drainPerTicket') / m('basePerTicket'),
      budget: 'every ticket once',
      ok,
    },
  ]);
  if (!ok) process.exitCode = 1;
}

void main();
