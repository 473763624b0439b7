import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeFocusNfe, type FakeFocusNfe } from './fake-focus-nfe';

// The fake Focus NFe speaks the API as its docs describe it, driven here with plain fetch: a
// server whose client sends a wrong note, or reads a wrong answer, fails its tests.

const CNPJ = '11222333000181';
const CSC = 'CSC-DE-TESTE-COM-36-CARACTERES-00000';

/** The access key's check digit (módulo 11, weights 2..9 from the right), computed apart from the fake. */
function dv(first43: string): number {
  let sum = 0;
  for (let i = 0; i < 43; i++) sum += Number(first43[42 - i]) * ((i % 8) + 2);
  const d = 11 - (sum % 11);
  return d > 9 ? 0 : d;
}

/** A valid note: 2 × 25.00 less 5.00, 1 × 6.50 plus a 3.00 fee = 54.50, paid 60.00 in cash, 5.50 change. */
function note(overrides: Record<string, unknown> = {}) {
  return {
    cnpj_emitente: CNPJ,
    data_emissao: '2026-03-14T12:30:00-03:00',
    natureza_operacao: 'VENDA AO CONSUMIDOR',
    presenca_comprador: '1',
    modalidade_frete: '9',
    items: [
      {
        numero_item: '1',
        codigo_produto: 'XBURGER',
        descricao: 'X-Burger',
        codigo_ncm: '21069090',
        cfop: '5101',
        unidade_comercial: 'UN',
        quantidade_comercial: '2.0000',
        valor_unitario_comercial: '25.00',
        valor_bruto: '50.00',
        valor_desconto: '5.00',
        icms_origem: '0',
        icms_situacao_tributaria: '102',
        pis_situacao_tributaria: '49',
        cofins_situacao_tributaria: '49',
      },
      {
        numero_item: '2',
        codigo_produto: 'REFRI',
        descricao: 'Refrigerante lata',
        codigo_ncm: '22021000',
        cfop: '5405',
        unidade_comercial: 'UN',
        quantidade_comercial: '1.0000',
        valor_unitario_comercial: '6.50',
        valor_bruto: '6.50',
        valor_outras_despesas: '3.00',
        icms_origem: '0',
        icms_situacao_tributaria: '500',
      },
    ],
    formas_pagamento: [{ forma_pagamento: '01', valor_pagamento: '60.00' }],
    valor_troco: '5.50',
    valor_produtos: '56.50',
    valor_desconto: '5.00',
    valor_outras_despesas: '3.00',
    valor_total: '54.50',
    ...overrides,
  };
}

type Body = Record<string, unknown> & { status?: string; codigo?: string; status_sefaz?: string };

let fake: FakeFocusNfe;
afterEach(() => fake?.close());

async function call(method: string, path: string, body?: unknown, token: string | null = fake.token) {
  const res = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      ...(token !== null && { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    text,
    body: (text ? JSON.parse(text) : {}) as Body,
  };
}
const issue = (ref: string, body: unknown = note(), query = '') => call('POST', `/v2/nfce?ref=${ref}${query}`, body);
const download = async (path: string) => {
  const res = await fetch(`${fake.url}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('fake Focus NFe: authorisation', () => {
  it('refuses a missing or wrong token with 403 permissao_negada', async () => {
    fake = await startFakeFocusNfe();
    await issue('a1');
    for (const token of [null, 'outro-token']) {
      const res = await call('GET', '/v2/nfce/a1', undefined, token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ codigo: 'permissao_negada', mensagem: 'Access token inválido' });
    }
    const withPassword = await fetch(`${fake.url}/v2/nfce/a1`, {
      headers: { authorization: `Basic ${Buffer.from(`${fake.token}:senha`).toString('base64')}` },
    });
    expect(withPassword.status).toBe(403);
  });

  it('authorises a note: strings, a key whose digit checks, numbers that go up, its files', async () => {
    fake = await startFakeFocusNfe({ csc: CSC });
    const first = await issue('pedido-1');
    expect(first.status).toBe(201);
    const b = first.body;
    expect(Object.values(b).every((v) => typeof v === 'string')).toBe(true);
    expect(b).toMatchObject({ cnpj_emitente: CNPJ, ref: 'pedido-1', status: 'autorizado', status_sefaz: '100' });
    expect(b.mensagem_sefaz).toBe('Autorizado o uso da NF-e');
    expect(b).toMatchObject({ numero: '1', serie: '1' });
    const key = (b.chave_nfe as string).replace(/^NFe/, '');
    expect(b.chave_nfe).toMatch(/^NFe\d{44}$/);
    expect(key.slice(0, 34)).toBe(`352603${CNPJ}65001000000001`);
    expect(key[34]).toBe('1');
    expect(Number(key[43])).toBe(dv(key.slice(0, 43)));
    expect(key.slice(35, 43)).not.toMatch(/^(\d)\1{7}$/);
    expect(b.caminho_xml_nota_fiscal).toBe(`/arquivos_development/${CNPJ}/202603/XMLs/${key}-nfe.xml`);
    expect(b.caminho_danfe).toBe(`/notas_fiscais_consumidor/NFe${key}.html`);
    const hash = createHash('sha1').update(`${key}|2|2|1${CSC}`).digest('hex').toUpperCase();
    expect(b.qrcode_url).toBe(`https://www.homologacao.nfce.fazenda.sp.gov.br/qrcode?p=${key}|2|2|1|${hash}`);
    expect(b.url_consulta_nf).toBe('https://www.homologacao.nfce.fazenda.sp.gov.br/consulta');

    const second = await issue('pedido-2', note({ serie: '2' }));
    const third = await issue('pedido-3');
    expect([second.body.serie, second.body.numero, third.body.serie, third.body.numero]).toEqual(['2', '1', '1', '2']);
    expect(fake.notes.get('pedido-1')).toMatchObject({ status: 'autorizado', number: 1, series: 1, key });
  });

  it('answers the note on GET, with its protocol when completa=1, and serves the XML', async () => {
    fake = await startFakeFocusNfe();
    const issued = (await issue('pedido-1')).body;
    const plain = await call('GET', '/v2/nfce/pedido-1');
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(issued);
    const full = (await call('GET', '/v2/nfce/pedido-1?completa=1')).body;
    const key = (issued.chave_nfe as string).slice(3);
    const prot = full.protocolo_nota_fiscal as Record<string, string>;
    expect(prot).toMatchObject({ status: '100', motivo: 'Autorizado o uso da NF-e', chave_nfe: key });
    expect(prot.numero_protocolo).toMatch(/^135\d{12}$/);
    expect(Number.isNaN(Date.parse(prot.data_recebimento!))).toBe(false);

    const xml = await download(issued.caminho_xml_nota_fiscal as string);
    expect(xml.status).toBe(200);
    expect(xml.type).toContain('application/xml');
    expect(xml.text).toContain('<nfeProc');
    expect(xml.text).toContain(`<infNFe versao="4.00" Id="NFe${key}">`);
    for (const tag of ['<nNF>1</nNF>', '<serie>1</serie>', '<vNF>54.50</vNF>', '<vTroco>5.50</vTroco>'])
      expect(xml.text).toContain(tag);
    expect(xml.text).toContain(`<chNFe>${key}</chNFe>`);
    expect(xml.text).toContain(`<nProt>${prot.numero_protocolo}</nProt>`);

    const unknown = await call('GET', '/v2/nfce/nenhum');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ codigo: 'nao_encontrado', mensagem: 'Nota fiscal não encontrada' });
  });

  it('never authorises a ref twice', async () => {
    fake = await startFakeFocusNfe();
    await issue('pedido-1');
    const again = await issue('pedido-1');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ codigo: 'nfe_autorizada', mensagem: 'Nota fiscal já autorizada' });
    expect(fake.notes.get('pedido-1')).toMatchObject({ posts: 2, authorizations: 1, number: 1 });
    expect((await issue('pedido-2')).body.numero).toBe('2');
  });
});

describe('fake Focus NFe: what Focus and SEFAZ refuse', () => {
  it('refuses a note its schema refuses with 422 erro_validacao_schema, naming the fields', async () => {
    fake = await startFakeFocusNfe();
    const base = note();
    const bad = note({
      cnpj_emitente: '1122233300018',
      cpf_destinatario: '123',
      items: [{ ...base.items[0], codigo_ncm: '2106909', cfop: '510' }],
      formas_pagamento: [{ forma_pagamento: '07', valor_pagamento: '54.50' }],
    });
    const res = await issue('x1', bad);
    expect(res.status).toBe(422);
    expect(res.body.codigo).toBe('erro_validacao_schema');
    const fields = (res.body.erros as { campo: string }[]).map((e) => e.campo);
    expect(fields).toEqual(
      expect.arrayContaining([
        'cnpj_emitente',
        'cpf_destinatario',
        'items[0].codigo_ncm',
        'items[0].cfop',
        'formas_pagamento[0].forma_pagamento',
      ]),
    );
    for (const missing of ['items', 'formas_pagamento', 'data_emissao']) {
      const r = await issue('x2', { ...note(), [missing]: undefined });
      expect((r.body.erros as { campo: string }[]).map((e) => e.campo)).toContain(missing);
    }
    expect(fake.notes.has('x1')).toBe(false);
  });

  it('rejects totals, payments and CPFs as SEFAZ does (erro_autorizacao), and the ref may be sent again', async () => {
    fake = await startFakeFocusNfe();
    const cases: [Record<string, unknown>, string][] = [
      [{ valor_total: '54.51' }, '610'],
      [{ valor_produtos: '56.00' }, '564'],
      [{ valor_troco: '5.00' }, '869'],
      [{ valor_troco: undefined, formas_pagamento: [{ forma_pagamento: '17', valor_pagamento: '54.00' }] }, '865'],
      [{ valor_troco: undefined }, '866'],
      [{ cpf_destinatario: '52998224726' }, '237'],
    ];
    for (const [overrides, code] of cases) {
      const res = await issue('pedido-1', note(overrides));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'erro_autorizacao', status_sefaz: code });
    }
    expect((await issue('pedido-1', note({ valor_total: '54.51' }))).body.mensagem_sefaz).toBe(
      'Rejeição: Total da NF difere do somatório dos Valores compõe o valor Total da NF.',
    );
    const ok = await issue('pedido-1', note({ cpf_destinatario: '52998224725' }));
    expect(ok.body).toMatchObject({ status: 'autorizado', numero: '1' });
    expect(fake.notes.get('pedido-1')).toMatchObject({ posts: cases.length + 2, authorizations: 1 });
  });

  it('rejectNext: SEFAZ rejects the next note; sent again, it is authorised', async () => {
    fake = await startFakeFocusNfe();
    fake.controls.rejectNext();
    const rejected = await issue('pedido-1');
    expect(rejected.body).toEqual({
      cnpj_emitente: CNPJ,
      ref: 'pedido-1',
      status: 'erro_autorizacao',
      status_sefaz: '778',
      mensagem_sefaz: 'Rejeição: Informado NCM inexistente [nItem:1]',
    });
    expect((await call('GET', '/v2/nfce/pedido-1')).body.status).toBe('erro_autorizacao');
    const resent = await issue('pedido-1');
    expect(resent.body).toMatchObject({ status: 'autorizado', numero: '1' });
    expect(fake.notes.get('pedido-1')).toMatchObject({ posts: 2, authorizations: 1 });
  });

  it('asyncNext: the note waits processing until settle()', async () => {
    fake = await startFakeFocusNfe();
    fake.controls.asyncNext();
    const first = await issue('pedido-1');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ cnpj_emitente: CNPJ, ref: 'pedido-1', status: 'processando_autorizacao' });
    expect((await call('GET', '/v2/nfce/pedido-1')).body.status).toBe('processando_autorizacao');
    const again = await issue('pedido-1');
    expect([again.status, again.body.codigo]).toEqual([422, 'em_processamento']);
    expect(fake.controls.settle()).toEqual(['pedido-1']);
    const settled = (await call('GET', '/v2/nfce/pedido-1?completa=1')).body;
    expect(settled).toMatchObject({ status: 'autorizado', numero: '1' });
    expect(settled.protocolo_nota_fiscal).toBeDefined();
    expect(fake.notes.get('pedido-1')!.authorizations).toBe(1);
    expect((await issue('pedido-2')).body.status).toBe('autorizado');
  });
});

describe('fake Focus NFe: cancelling and voiding', () => {
  const reason = { justificativa: 'Pedido cancelado pelo cliente' };

  it('cancels inside the window, idempotently, and refuses it after 30 minutes (501)', async () => {
    let now = Date.parse('2026-03-14T15:30:00Z');
    fake = await startFakeFocusNfe({ now: () => now });
    const issued = (await issue('pedido-1')).body;
    await issue('pedido-2');
    const short = await call('DELETE', '/v2/nfce/pedido-1', { justificativa: 'curta' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      codigo: 'requisicao_invalida',
      mensagem: 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres',
    });
    now += 29 * 60_000;
    const cancelled = await call('DELETE', '/v2/nfce/pedido-1', reason);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelado', status_sefaz: '135' });
    expect(cancelled.body.mensagem_sefaz).toBe('Evento registrado e vinculado a NF-e');
    expect(cancelled.body.numero_protocolo).toMatch(/^\d{15}$/);
    const key = (issued.chave_nfe as string).slice(3);
    expect(cancelled.body.caminho_xml_cancelamento).toBe(`/arquivos_development/${CNPJ}/202603/XMLs/${key}-can.xml`);
    expect((await call('DELETE', '/v2/nfce/pedido-1', reason)).body).toEqual(cancelled.body);
    expect((await call('GET', '/v2/nfce/pedido-1')).body).toMatchObject({
      status: 'cancelado',
      chave_nfe: `NFe${key}`,
    });
    expect((await issue('pedido-1')).body.codigo).toBe('nfe_autorizada');
    const xml = await download(cancelled.body.caminho_xml_cancelamento as string);
    for (const part of [
      '<procEventoNFe',
      '<tpEvento>110111</tpEvento>',
      `<chNFe>${key}</chNFe>`,
      `<xJust>${reason.justificativa}</xJust>`,
    ])
      expect(xml.text).toContain(part);
    expect(xml.text).toContain(`<nProt>${cancelled.body.numero_protocolo}</nProt>`);

    now += 2 * 60_000;
    const late = await call('DELETE', '/v2/nfce/pedido-2', reason);
    expect(late.body).toEqual({
      status: 'erro_cancelamento',
      status_sefaz: '501',
      mensagem_sefaz: 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação',
    });
    expect(fake.notes.get('pedido-2')!.status).toBe('autorizado');
    expect((await call('DELETE', '/v2/nfce/nenhum', reason)).status).toBe(404);
  });

  it('voids unused numbers (102), refuses a used one (241), and numbers past the voided ones', async () => {
    fake = await startFakeFocusNfe();
    await issue('pedido-1');
    fake.controls.skipNumbers(2);
    expect((await issue('pedido-2')).body.numero).toBe('4');
    const range = {
      cnpj: CNPJ,
      serie: '1',
      numero_inicial: '2',
      numero_final: '3',
      justificativa: 'Numeros perdidos por falha',
    };
    const ok = await call('POST', '/v2/nfce/inutilizacao', range);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      status: 'autorizado',
      status_sefaz: '102',
      mensagem_sefaz: 'Inutilizacao de numero homologado',
      serie: '1',
      numero_inicial: '2',
      numero_final: '3',
      modelo: '65',
      cnpj: CNPJ,
    });
    expect(ok.body.caminho_xml).toMatch(new RegExp(`^/arquivos_development/${CNPJ}/\\d{6}/XMLs/\\d{39}-inu\\.xml$`));
    expect(ok.body.protocolo_sefaz).toMatch(/^\d{15}$/);
    const xml = await download(ok.body.caminho_xml as string);
    expect(xml.text).toContain('<nNFIni>2</nNFIni>');
    expect(fake.voids).toHaveLength(1);

    const used = await call('POST', '/v2/nfce/inutilizacao', { ...range, numero_inicial: '4', numero_final: '6' });
    expect(used.body).toEqual({
      status_sefaz: '241',
      mensagem_sefaz: 'Um numero da faixa ja foi utilizado',
      serie: '1',
      numero_inicial: '4',
      numero_final: '6',
      status: 'erro_autorizacao',
    });
    const bad = await call('POST', '/v2/nfce/inutilizacao', { ...range, numero_final: '1' });
    expect(bad.status).toBe(400);
    await call('POST', '/v2/nfce/inutilizacao', { ...range, numero_inicial: '5', numero_final: '6' });
    expect((await issue('pedido-3')).body.numero).toBe('7');
    expect(fake.voids).toHaveLength(2);
  });
});

describe('fake Focus NFe: failures', () => {
  it('failNext: the next requests answer 500 or 429 and create nothing', async () => {
    fake = await startFakeFocusNfe();
    fake.controls.failNext(2);
    fake.controls.failNext(1, 429);
    expect((await issue('pedido-1')).status).toBe(500);
    expect((await issue('pedido-1')).status).toBe(500);
    expect((await issue('pedido-1')).status).toBe(429);
    expect(fake.notes.size).toBe(0);
    expect((await issue('pedido-1')).body).toMatchObject({ status: 'autorizado', numero: '1' });
    expect(fake.calls).toHaveLength(4);
  });

  it('hangNext: the request never answers, and close() drops it at once', async () => {
    fake = await startFakeFocusNfe();
    fake.controls.hangNext();
    const hung = fetch(`${fake.url}/v2/nfce/pedido-1`, { signal: AbortSignal.timeout(300) });
    await expect(hung).rejects.toThrow();
    fake.controls.hangNext();
    const dropped = fetch(`${fake.url}/v2/nfce/pedido-1`).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await fake.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await dropped).toBe('dropped');
  });
});
