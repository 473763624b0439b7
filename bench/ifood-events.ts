// iFood's events in a rush (docs/decisions/024): one poll gives `--events` events (1,000 by
// default), which are stored in `ifood_events` and then acknowledged, on the embedded database
// (PGlite on disk, as `npm start` runs) and on PostgreSQL. Figure: the poll's time, stored and
// acknowledged, beside the baseline measured in the same run: the same poll and acknowledgment
// against the same fake iFood with nothing stored. Medians over `--rounds` rounds; the budget is
// 5 s, and every event must be stored once and acknowledged.
//   npx tsx bench/ifood-events.ts [--events 1000] [--rounds 5]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/server/db/client';
import { createLogger } from '../src/server/logger';
import { pollEvents } from '../src/server/modules/ifood/event-poll';
import { createIfoodClient, type IfoodClient } from '../src/server/modules/ifood/ifood-client';
import { startFakeIfood, type FakeIfood } from '../src/server/testing/fake-ifood';
import { fmtMs, numberOption } from './support/options';
import { createBenchDatabase } from './support/pg';
import { median, reportRows } from './support/report';

const EVENTS = numberOption('events', 1000);
const ROUNDS = numberOption('rounds', 5);
const BUDGET_MS = 5_000;
const logger = createLogger('warn', false);

function give(ifood: FakeIfood, n: number) {
  const base = Date.now();
  for (let i = 0; i < n; i++)
    ifood.push({
      id: randomUUID(),
      code: 'PLC',
      fullCode: 'PLACED',
      orderId: randomUUID(),
      merchantId: ifood.env.IFOOD_MERCHANT_ID,
      createdAt: new Date(base + i).toISOString(),
      salesChannel: 'IFOOD',
    });
}

/** The same two calls with nothing stored: what iFood's side of a poll costs. */
async function bareRound(ifood: FakeIfood, client: IfoodClient) {
  give(ifood, EVENTS);
  const t0 = performance.now();
  const { json } = await client.request<{ id: string }[]>('GET', '/events/v1.0/events:polling', {
    headers: { 'x-polling-merchants': client.merchantId },
  });
  await client.request('POST', '/events/v1.0/events/acknowledgment', { body: json!.map(({ id }) => ({ id })) });
  return performance.now() - t0;
}

async function storedRound(ifood: FakeIfood, client: IfoodClient, database: Database) {
  give(ifood, EVENTS);
  const t0 = performance.now();
  const { stored } = await pollEvents(database.db, client, logger);
  const ms = performance.now() - t0;
  return { ms, ok: stored === EVENTS && ifood.pending.length === 0 };
}

async function measure(label: string, database: Database, ifood: FakeIfood) {
  const client = createIfoodClient({
    apiUrl: ifood.url,
    clientId: ifood.env.IFOOD_CLIENT_ID,
    clientSecret: ifood.env.IFOOD_CLIENT_SECRET,
    merchantId: ifood.env.IFOOD_MERCHANT_ID,
    pollIntervalMs: 30_000,
  });
  await bareRound(ifood, client); // the token, and a warm fake
  const stored: number[] = [];
  const bare: number[] = [];
  let ok = true;
  for (let r = 0; r < ROUNDS; r++) {
    bare.push(await bareRound(ifood, client));
    const round = await storedRound(ifood, client, database);
    stored.push(round.ms);
    ok &&= round.ok;
    console.log(
      `${label} round ${r + 1}: stored and acknowledged ${fmtMs(round.ms)} (baseline ${fmtMs(bare.at(-1)!)})`,
    );
  }
  const value = median(stored);
  return {
    bench: 'ifood',
    figure: `${EVENTS} events in one poll stored and acknowledged, ${label}`,
    value,
    unit: 'ms',
    runs: ROUNDS,
    baseline: { label: 'the same poll and acknowledgment, nothing stored', value: median(bare) },
    ratio: value / median(bare),
    budget: `≤ ${BUDGET_MS / 1000} s, every event once`,
    ok: ok && value <= BUDGET_MS,
  };
}

async function main() {
  const ifood = await startFakeIfood();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-ifood-'));
  const pg = await createBenchDatabase('ifood');
  const rows = [];
  try {
    const embedded = await openDatabase({ dataDir: dir });
    try {
      rows.push(await measure('embedded (PGlite)', embedded, ifood));
    } finally {
      await embedded.close();
    }
    const server = await openDatabase({ url: pg.url });
    try {
      rows.push(await measure('PostgreSQL', server, ifood));
    } finally {
      await server.close();
    }
  } finally {
    await ifood.close();
    await pg.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  reportRows(rows);
  if (!rows.every((r) => r.ok)) process.exitCode = 1;
}

void main();
