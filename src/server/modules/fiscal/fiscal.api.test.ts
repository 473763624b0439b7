import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fiscalNotes, outgoingMail, printers, printJobs } from '@server/db/schema';
import { createLogger } from '@server/logger';
import { CHECKOUT_FORM, demoMenu } from '@server/testing/checkout-fixtures';
import { decodeEscPos } from '@server/testing/escpos-decoder';
import { startFakeFocusNfe, type FakeFocusNfe } from '@server/testing/fake-focus-nfe';
import { createTestApp, type TestApp } from '@server/testing/harness';
import type { FiscalNote, FiscalNotesPage, FiscalSettingsView, Receipt } from '@shared/contract/fiscal';
import type { PlaceOrderResult } from '@shared/contract/orders';
import { accessKeyDigit, FISCAL_PRESETS } from '@shared/fiscal';
import type { FiscalSettingsInput } from '@shared/schemas/fiscal';
import { encodeTicket } from '../printing/escpos';
import { createFiscalIssuing } from './service';

// NFC-e (docs/product.md#nfc-e) against a fake of Focus NFe's API: the owner's settings, a note
// per paid order whatever races, SEFAZ's refusal and the retry, cancelling in and out of the
// window, the printed DANFE, the customer's page and the accountant's zip.

const CNPJ = '11222333000181';
const SETTINGS: FiscalSettingsInput = {
  enabled: true,
  issueOn: 'paid',
  cnpj: '11.222.333/0001-81',
  stateRegistration: '110.042.490.114',
  legalName: 'Casa da Esfiha Comércio de Alimentos LTDA',
  address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
  state: 'SP',
  taxRegime: 'simples',
  series: 1,
  cancelWindowMinutes: 30,
  printerId: null,
  defaultFiscal: { ...FISCAL_PRESETS.food },
};

describe('NFC-e', () => {
  let t: TestApp;
  let focus: FakeFocusNfe;
  let owner: string;
  let manager: string;
  let menu: Awaited<ReturnType<typeof demoMenu>>;
  let printerId: string;
  /** The fake provider's clock runs this far ahead (the cancellation window). */
  let ahead = 0;

  beforeAll(async () => {
    focus = await startFakeFocusNfe({ cnpjs: [CNPJ], now: () => Date.now() + ahead });
    t = await createTestApp({ seed: true, env: focus.env });
    owner = (await t.signUp(undefined, { admin: true })).cookie;
    manager = (await t.signUp(undefined, { role: 'manager' })).cookie;
    menu = await demoMenu(t.db);
    const [printer] = await t.db
      .insert(printers)
      .values({ name: 'Caixa', host: '127.0.0.1', port: 9100, paper: 80, codePage: 'cp860', categoryIds: [] })
      .returning();
    printerId = printer!.id;
  });
  afterAll(async () => {
    await t?.close();
    await focus?.close();
  });
  beforeEach(() => {
    ahead = 0;
  });

  const put = (body: unknown, cookie = owner) =>
    t.request('/api/admin/fiscal/settings', { method: 'PUT', cookie, json: body });
  const take = (over: Record<string, unknown> = {}) =>
    t.request('/api/admin/orders', {
      method: 'POST',
      cookie: owner,
      json: {
        customer: { name: 'Maria Souza', phone: '(11) 98888-7777' },
        channel: 'counter',
        fulfilment: 'dine_in',
        address: null,
        items: [{ productId: menu['Esfiha de Carne']!.id, quantity: 3 }],
        paymentMethod: 'cash',
        changeForCents: 5000,
        notes: '',
        idempotencyKey: randomUUID(),
        ...over,
      },
    });
  const counterOrder = async (over: Record<string, unknown> = {}) => {
    const res = await take(over);
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const setStatus = (id: string, status: string) =>
    t.request(`/api/admin/orders/${id}/status`, { method: 'PUT', cookie: owner, json: { status } });
  const issue = async () => {
    await t.app.fiscal.drain();
  };
  const noteOf = async (id: string) =>
    ((await (await t.request(`/api/admin/fiscal/orders/${id}`, { cookie: owner })).json()) as { note: FiscalNote })
      .note;

  it('names what is missing and turns issuing on only when nothing is', async () => {
    const view = (await (
      await t.request('/api/admin/fiscal/settings', { cookie: owner })
    ).json()) as FiscalSettingsView;
    expect(view.provider).toEqual({ name: 'Focus NFe', environment: 'homologacao' });
    expect(view.gaps.map((g) => g.field)).toEqual(['cnpj', 'stateRegistration', 'legalName', 'address', 'state']);
    // The demo menu's drinks sit on the prepared-food default.
    expect(view.warnings[0]?.message).toMatch(/bebida/);
    const early = await put({ ...SETTINGS, cnpj: '' });
    expect(early.status).toBe(422);
    expect(((await early.json()) as { error: string }).error).toBe('Antes de emitir NFC-e: Informe o CNPJ da empresa.');
    expect((await put({ ...SETTINGS, cnpj: '11.222.333/0001-82' })).status).toBe(400);
    expect((await put(SETTINGS, manager)).status).toBe(403);
    const saved = await put({ ...SETTINGS, printerId });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as FiscalSettingsView).gaps).toEqual([]);
  });

  it('issues one note for a paid counter order, prints its DANFE and links it for the customer', async () => {
    const id = await counterOrder({ taxId: '529.982.247-25' });
    await issue();
    expect(await noteOf(id)).toBeNull(); // not paid yet: cash is paid on delivery
    expect((await setStatus(id, 'delivered')).status).toBe(200);
    await Promise.all([issue(), issue()]);
    const note = await noteOf(id);
    expect(note).toMatchObject({ status: 'authorized', environment: 'homologacao', series: 1 });
    expect(note.accessKey).toMatch(/^\d{44}$/);
    expect(accessKeyDigit(note.accessKey!.slice(0, 43))).toBe(Number(note.accessKey![43]));
    expect(focus.notes.get(id)).toMatchObject({ authorizations: 1 });
    const sent = focus.notes.get(id)!.payload as Record<string, unknown>;
    expect(sent).toMatchObject({ cnpj_emitente: CNPJ, cpf_destinatario: '52998224725', presenca_comprador: '1' });
    expect(sent.formas_pagamento).toEqual([{ forma_pagamento: '01', valor_pagamento: '50.00' }]);

    // The DANFE on the receipt printer, as the printer decodes it.
    // The receipt printer also prints the kitchen's ticket: the DANFE is the job outside the once-per-order rule.
    const [job] = await t.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.orderId, id), eq(printJobs.reprint, true)));
    const printed = decodeEscPos(encodeTicket(job!.ticket, { paper: 80, codePage: 'cp860' }));
    const text = printed.lines.map((l) => l.text.trim());
    expect(text).toContain('CONSUMIDOR CPF: 529.982.247-25');
    expect(text.join('\n')).toContain('EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO\n- SEM VALOR FISCAL -');
    const key = note.accessKey!.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(text.join('\n')).toContain(`${key.slice(0, 29)}\n${key.slice(30)}`);
    expect(printed.qrCodes).toEqual([expect.stringMatching(new RegExp(`qrcode\\?p=${note.accessKey}\\|2\\|2\\|`))]);
    expect(text.some((l) => /^Troco R\$\s+\d/.test(l))).toBe(true);

    // The customer's page, by the link; any other token finds nothing.
    const link = new URL(note.receiptUrl!);
    const page = await t.request(`/api${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const receipt = (await page.json()) as Receipt;
    expect(receipt).toMatchObject({ accessKey: note.accessKey, consumer: '***.982.247-**', cancelled: false });
    expect(receipt.totalCents).toBe(3 * menu['Esfiha de Carne']!.priceCents);
    expect((await t.request(`/api${link.pathname}?t=x${link.searchParams.get('t')}`)).status).toBe(404);
  });

  it('emails a site order’s customer the link to the note, and shows it in Meus Pedidos', async () => {
    const store = await t.request('/api/admin/store', {
      method: 'PUT',
      cookie: owner,
      json: { pickupEnabled: true, minOrderCents: 0 },
    });
    expect(store.status).toBe(200);
    const customer = await t.signUp('nota@exemplo.com');
    const res = await t.request('/api/orders', {
      method: 'POST',
      cookie: customer.cookie,
      json: {
        form: { ...CHECKOUT_FORM, email: customer.email, paymentMethod: 'cash', fulfilment: 'pickup', taxId: '' },
        items: [{ productId: menu['Esfiha de Carne']!.id, variationIds: [], quantity: 2 }],
        idempotencyKey: randomUUID(),
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const id = ((await res.json()) as PlaceOrderResult).order.id;
    await setStatus(id, 'delivered');
    await issue();
    const note = await noteOf(id);
    expect(note.status).toBe('authorized');
    const [mail] = await t.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.dedupeKey, `order.nfce:${id}`));
    expect(mail).toMatchObject({ to: 'nota@exemplo.com', subject: expect.stringMatching(/^Nota fiscal do pedido #/) });
    expect(mail!.text).toContain(note.receiptUrl!);
    const mine = (await (await t.request(`/api/customer/orders/${id}`, { cookie: customer.cookie })).json()) as {
      receiptUrl: string | null;
    };
    expect(mine.receiptUrl).toBe(note.receiptUrl);
    // Without a CPF the note names no consumer.
    expect(focus.notes.get(id)!.payload).not.toHaveProperty('cpf_destinatario');
  });

  it('gives a second instance racing on the same order no second note', async () => {
    const id = await counterOrder();
    await setStatus(id, 'delivered');
    const other = createFiscalIssuing({
      config: t.config,
      database: t.database,
      logger: createLogger('silent', false),
      now: () => new Date(),
      issued: () => {},
    });
    await Promise.all([issue(), other.drain(), issue(), other.drain()]);
    await other.stop();
    expect(focus.notes.get(id)).toMatchObject({ authorizations: 1, status: 'autorizado' });
    expect((await noteOf(id)).status).toBe('authorized');
  });

  it('shows SEFAZ’s refusal to staff and sends the note again on ‘Tentar novamente’', async () => {
    focus.controls.rejectNext({ code: '778', message: 'Rejeição: Informado NCM inexistente [nItem:1]' });
    const id = await counterOrder();
    await setStatus(id, 'delivered');
    await issue();
    expect(await noteOf(id)).toMatchObject({
      status: 'rejected',
      sefazCode: '778',
      sefazMessage: 'Rejeição: Informado NCM inexistente [nItem:1]',
    });
    const retry = await t.request(`/api/admin/fiscal/orders/${id}/retry`, { method: 'POST', cookie: owner });
    expect(retry.status).toBe(200);
    await issue();
    expect((await noteOf(id)).status).toBe('authorized');
    const again = await t.request(`/api/admin/fiscal/orders/${id}/retry`, { method: 'POST', cookie: owner });
    expect(again.status).toBe(409);
  });

  it('keeps a note waiting while the provider is down, then issues it', async () => {
    focus.controls.failNext(1, 503);
    const id = await counterOrder();
    await setStatus(id, 'delivered');
    await issue();
    expect(await noteOf(id)).toMatchObject({ status: 'queued', lastError: expect.stringContaining('503') });
    await t.db
      .update(fiscalNotes)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(fiscalNotes.orderId, id));
    await issue();
    expect(await noteOf(id)).toMatchObject({ status: 'authorized', lastError: null });
  });

  it('cancels the note of an order cancelled within the window, and only marks one cancelled after it', async () => {
    const inTime = await counterOrder();
    await setStatus(inTime, 'delivered');
    const late = await counterOrder();
    await setStatus(late, 'delivered');
    await issue();
    // The late one was authorised 40 minutes ago.
    await t.db
      .update(fiscalNotes)
      .set({ authorizedAt: new Date(Date.now() - 40 * 60_000) })
      .where(eq(fiscalNotes.orderId, late));
    await setStatus(inTime, 'cancelled');
    await setStatus(late, 'cancelled');
    await issue();
    expect(await noteOf(inTime)).toMatchObject({ status: 'cancelled', cancelState: null });
    expect(focus.notes.get(inTime)).toMatchObject({
      status: 'cancelado',
      justificativa: expect.stringMatching(/^Pedido cancelado/),
    });
    expect(await noteOf(late)).toMatchObject({ status: 'authorized', cancelState: 'too_late', cancelUntil: null });
    expect(focus.notes.get(late)!.status).toBe('autorizado');
    const byHand = await t.request(`/api/admin/fiscal/orders/${late}/cancel`, {
      method: 'POST',
      cookie: owner,
      json: { reason: 'Cliente desistiu do pedido' },
    });
    expect(byHand.status).toBe(409);
  });

  it('zips every authorised XML of the month for the accountant', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const page = (await (
      await t.request(`/api/admin/fiscal/notes?month=${month}`, { cookie: owner })
    ).json()) as FiscalNotesPage;
    const withXml = page.notes.filter((n) => n.status === 'authorized' || n.status === 'cancelled');
    expect(withXml.length).toBeGreaterThanOrEqual(5);
    const res = await t.request(`/api/admin/fiscal/notes.zip?month=${month}`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    for (const n of withXml) expect(new TextDecoder().decode(files[`${n.accessKey}-nfce.xml`])).toContain(n.accessKey!);
    expect(Object.keys(files).some((f) => f.endsWith('-cancelamento.xml'))).toBe(true);
    // What the page says the zip holds is what it holds.
    expect(Object.keys(files).filter((f) => !f.endsWith('-cancelamento.xml'))).toHaveLength(page.xmlCount);
    expect((await t.request(`/api/admin/fiscal/notes.zip?month=2026-13`, { cookie: owner })).status).toBe(400);
  });

  it('voids skipped numbers, and tells SEFAZ’s refusal of a used one', async () => {
    focus.controls.skipNumbers(2);
    const used = (await noteOf((await t.db.select().from(fiscalNotes).limit(1))[0]!.orderId)).number!;
    const max = Math.max(...[...focus.notes.values()].map((n) => n.number ?? 0));
    const ok = await t.request('/api/admin/fiscal/voids', {
      method: 'POST',
      cookie: owner,
      json: { series: 1, from: max + 1, to: max + 2, reason: 'Numeração pulada por falha' },
    });
    expect(ok.status).toBe(201);
    const refused = await t.request('/api/admin/fiscal/voids', {
      method: 'POST',
      cookie: owner,
      json: { series: 1, from: used, to: used, reason: 'Numeração pulada por falha' },
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: string }).error).toMatch(/ja foi utilizado/);
    const short = await t.request('/api/admin/fiscal/voids', {
      method: 'POST',
      cookie: owner,
      json: { series: 1, from: 1, to: 1, reason: 'curto' },
    });
    expect(short.status).toBe(400);
  });
});
