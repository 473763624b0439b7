import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printers } from '@server/db/schema';
import { startFakePrinter, type FakePrinter } from '@server/testing/fake-printer';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { AdminPrinter, PrinterTestResult } from '@shared/contract/printers';

// 'Impressoras' (docs/product.md#kitchen-printers): the owner adds, edits and removes printers,
// and 'Imprimir teste' says whether the printer answered, with the page as the printer got it.

let t: TestApp;
let admin: string;
let kitchen: FakePrinter;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = (await t.signUp(undefined, { admin: true })).cookie;
  kitchen = await startFakePrinter();
});
afterAll(async () => {
  await kitchen.stop();
  await t.close();
});

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Cozinha',
  host: kitchen.host,
  port: kitchen.port,
  paper: 80,
  codePage: 'cp860',
  copies: 1,
  categoryIds: [],
  ...over,
});
const add = async (over: Record<string, unknown> = {}) => {
  const res = await t.request('/api/admin/printers', { method: 'POST', cookie: admin, json: form(over) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AdminPrinter;
};
const test = async (id: string) => {
  const res = await t.request(`/api/admin/printers/${id}/test`, { method: 'POST', cookie: admin });
  expect(res.status).toBe(200);
  return (await res.json()) as PrinterTestResult;
};
const count = async () => (await t.db.select().from(printers)).length;

describe('printers', () => {
  it('adds, lists, edits and removes a printer', async () => {
    const printer = await add();
    expect(printer).toMatchObject({ name: 'Cozinha', paper: 80, codePage: 'cp860', copies: 1, active: true });
    const saved = await t.request(`/api/admin/printers/${printer.id}`, {
      method: 'PUT',
      cookie: admin,
      json: form({ name: 'Bar', paper: 58, codePage: 'cp850', copies: 2 }),
    });
    expect(await saved.json()).toMatchObject({ id: printer.id, name: 'Bar', paper: 58, codePage: 'cp850', copies: 2 });
    const list = (await (await t.request('/api/admin/printers', { cookie: admin })).json()) as {
      printers: AdminPrinter[];
    };
    expect(list.printers.map((p) => p.name)).toContain('Bar');
    const removed = await t.request(`/api/admin/printers/${printer.id}`, { method: 'DELETE', cookie: admin });
    expect(removed.status).toBe(200);
    const again = await t.request(`/api/admin/printers/${printer.id}`, { method: 'DELETE', cookie: admin });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: 'Impressora não encontrada.' });
  });

  it('refuses a bad form with its message and writes nothing', async () => {
    const before = await count();
    for (const [over, message] of [
      [{ host: 'http://192.168.0.50/' }, 'Informe o endereço da impressora na rede (IP ou nome)'],
      [{ port: 0 }, 'Porta: de 1 a 65535 (normalmente 9100)'],
      [{ paper: 70 }, 'Escolha a largura do papel: 58 ou 80 mm'],
      [{ codePage: 'cp437' }, 'Escolha a página de código'],
      [{ copies: 9 }, 'Cópias: de 1 a 5'],
      [{ name: ' ' }, 'Dê um nome à impressora'],
      [{ categoryIds: ['00000000-0000-4000-8000-000000000000'] }, 'Categoria não encontrada.'],
    ] as const) {
      const res = await t.request('/api/admin/printers', { method: 'POST', cookie: admin, json: form(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('keeps a customer out', async () => {
    const customer = (await t.signUp()).cookie;
    const res = await t.request('/api/admin/printers', { method: 'POST', cookie: customer, json: form() });
    expect(res.status).toBe(403);
  });
});

describe("'Imprimir teste'", () => {
  it('prints the test page in the printer’s code page and width, and says the printer answered', async () => {
    for (const [paper, codePage, columns] of [
      [80, 'cp860', 48],
      [58, 'cp850', 32],
    ] as const) {
      const printer = await add({ paper, codePage });
      const printed = kitchen.jobs.length;
      expect(await test(printer.id)).toEqual({
        sent: true,
        state: 'ready',
        message: 'Página de teste enviada. A impressora respondeu: pronta.',
      });
      const job = (await kitchen.waitForJobs(printed + 1)).at(-1)!;
      const lines = job.lines.map((l) => l.text.trim());
      // Large type is twice as wide: on 58 mm the title takes two lines.
      expect(lines.join(' ')).toContain('TESTE DE IMPRESSÃO');
      expect(lines).toContain('Pão, Coração, Calabresa, Açaí');
      expect(lines).toContain('áéíóú âêô ãõ à ç ü');
      expect(lines).toContain('123456789012345678901234567890123456789012345678'.slice(0, columns));
      expect(job.cuts).toEqual(['partial']);
    }
  });

  it('says the printer is out of paper and prints nothing', async () => {
    const printer = await add();
    const printed = kitchen.jobs.length;
    kitchen.setStatus(0x7e);
    try {
      expect(await test(printer.id)).toMatchObject({ sent: false, state: 'paper-out' });
    } finally {
      kitchen.setStatus(0x12);
    }
    expect(kitchen.jobs).toHaveLength(printed);
  });

  it('names the address that did not answer', async () => {
    const off = await startFakePrinter();
    const printer = await add({ name: 'Bar', host: off.host, port: off.port });
    await off.unplug();
    expect(await test(printer.id)).toEqual({
      sent: false,
      state: 'unreachable',
      message: `Sem resposta da impressora em 127.0.0.1:${off.port}.`,
    });
    await off.stop();
  });
});
