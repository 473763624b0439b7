// Tests only: Focus NFe's API v2 for the NFC-e (modelo 65), as its public docs describe it
// (focusnfe.com.br/doc, source FocusNFe/api-doc), the one way tests meet the fiscal
// provider. HTTP Basic with the token as the user and an empty password; `POST /v2/nfce?ref=`
// checks the JSON as Focus's schema and SEFAZ's rules would (fields, NCM, CFOP, totals to the
// cent, payments and change, the consumer's CPF) and authorises at once, numbering each series
// from 1 and building a 44-digit access key whose check digit it computes itself; `GET
// /v2/nfce/:ref[?completa=1]`, `DELETE /v2/nfce/:ref` (30 minutes on the fake's clock),
// `POST /v2/nfce/inutilizacao` and the XML downloads answer as Focus does, every value a string.
// A ref is never authorised twice. Controls make the next notes wait ('processando'), be
// rejected or denied by SEFAZ, fail (5xx, 429) or hang until `close()`; `calls` logs every request.
//
// Where the docs leave it open, the fake chooses, and says so here:
// - A SEFAZ answer to a POST (rejected, denied) comes with HTTP 201 like an authorisation
//   (`rejectedHttpStatus` changes it); a schema failure is 422 `erro_validacao_schema`.
// - A rejected note consumes no number: its re-send takes the next free one.
// - A schema-refused POST on a new ref keeps nothing (GET answers 404; `posts` counts it only
//   on a ref that already has a note).
// - A wrong CPF check digit is SEFAZ's rejection 237; a CPF that is not 11 digits is schema.
// - Cancelling a cancelled note answers the same 'cancelado' again (idempotent, nothing new).
// - Cancelling an unknown ref: 404 `nao_encontrado`; a ref not authorised: 404 `nfe_nao_autorizada`.
// - Async notes ('processando_autorizacao'; Focus documents NFC-e as synchronous) hold their
//   number and key, and are authorised only by `controls.settle()`, never by being consulted.
// - Numbers are kept per emitter and series; `skipNumbers` without a CNPJ moves every emitter's.
// - XML/DANFE downloads (`/arquivos_development/…`) need no token, as a public file would.
// - `data_emissao` is not held to "within 5 minutes of now" unless `issueToleranceMs` is set
//   (tests move the fake's clock).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { routeTable, startFake, type FakeAnswer, type FakeCall } from './fake-http';

type Payload = Record<string, unknown>;
export type FakeFocusStatus = 'processando_autorizacao' | 'autorizado' | 'erro_autorizacao' | 'denegado' | 'cancelado';

/** One ref as the fake keeps it. Times are on the fake's clock (`opts.now`). */
export type FakeFocusNote = {
  ref: string;
  status: FakeFocusStatus;
  cnpj: string;
  /** The last payload sent for the ref. */
  payload: Payload;
  /** Given when SEFAZ took the note (authorised, processing or denied); null while only rejected. */
  number: number | null;
  series: number;
  /** 44 digits, no 'NFe' prefix. */
  key: string | null;
  cNF: string | null;
  statusSefaz: string | null;
  mensagemSefaz: string | null;
  /** POSTs for the ref (refused duplicates included), and how many times it was authorised (0 or 1). */
  posts: number;
  authorizations: number;
  protocol: string | null;
  authorizedAt: number | null;
  cancelledAt: number | null;
  cancelProtocol: string | null;
  justificativa: string | null;
  /** `caminho_xml_nota_fiscal`, `caminho_xml_cancelamento`. */
  xmlPath: string | null;
  cancelXmlPath: string | null;
};

/** A range of numbers voided (inutilização) that SEFAZ accepted. */
export type FakeFocusVoid = {
  cnpj: string;
  series: number;
  from: number;
  to: number;
  justificativa: string;
  protocol: string;
  receivedAt: number;
  path: string;
};

export type FakeFocusOptions = {
  /** The API token (HTTP Basic user). */
  token?: string;
  /** The series of notes whose payload names none. */
  series?: string | number;
  /** The fake's clock, in ms (the cancellation window, protocols' times). */
  now?: () => number;
  cancelWindowMs?: number;
  /** 'async': every note answers 'processando_autorizacao' until `controls.settle()`. */
  mode?: 'sync' | 'async';
  /** The emitters enabled on the token; another CNPJ → 403. Unset: any. */
  cnpjs?: string[];
  /** HTTP status of a POST answered with SEFAZ's rejection or denial (unconfirmed in the docs). */
  rejectedHttpStatus?: number;
  /** When set, a `data_emissao` further than this from now is rejected (703/704). */
  issueToleranceMs?: number;
  /** The CSC and its id, for the QR code's hash. */
  csc?: string;
  cscId?: string;
};

type SefazAnswer = { code: string; message: string };

const CUF = '35';
const SP_HOM = 'https://www.homologacao.nfce.fazenda.sp.gov.br';
const FILES = '/arquivos_development';
const VER_APLIC = 'SP_NFCE_PL009_V400';
const AUTHORIZED = 'Autorizado o uso da NF-e';
const CANCELLED = 'Evento registrado e vinculado a NF-e';
const PAYMENT_CODES = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '10',
  '11',
  '12',
  '13',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '90',
  '99',
]);
/** CST (regime normal) and CSOSN (Simples Nacional) of the ICMS. */
const ICMS_CODES = new Set([
  ...['00', '10', '20', '30', '40', '41', '50', '51', '60', '70', '90'],
  ...['101', '102', '103', '201', '202', '203', '300', '400', '500', '900'],
]);
/** Dates Focus takes: ISO with or without seconds and zone (its own samples send both). */
const DATE = /^(\d{4})-(\d{2})-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

// ---------------------------------------------------------------------------------------------
// Values and digits, computed here apart from the production code.

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const isNumeric = (v: unknown) => /^\d+(\.\d+)?$/.test(text(v));
/** A money field in cents; null when absent or not a number. */
const cents = (v: unknown) => (isNumeric(v) ? Math.round(Number(text(v)) * 100) : null);
const money = (c: number) => (c / 100).toFixed(2);
const pad = (v: number | string, n: number) => String(v).padStart(n, '0');

/** Módulo 11 with weights 2..9 from the right; a remainder of 0 or 1 gives 0 (MOC 5.4). */
function keyDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += Number(first43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function validCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (n: number) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += Number(cpf[i]) * (n + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(cpf[9]) && digit(10) === Number(cpf[10]);
}

/** cNF: 8 random digits, not a repeated digit, not a run, not the note's number (NT 2019.001). */
function randomCnf(number: number): string {
  for (;;) {
    const c = pad(randomInt(0, 100_000_000), 8);
    const run = '0123456789012345678'.includes(c) || '9876543210987654321'.includes(c);
    if (!/^(\d)\1{7}$/.test(c) && !run && c !== pad(number, 8)) return c;
  }
}

/** A time as SEFAZ writes it, in Brasília's offset. */
const brt = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-03:00');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const apiError = (status: number, codigo: string, mensagem: string): FakeAnswer => ({
  status,
  json: { codigo, mensagem },
});

// ---------------------------------------------------------------------------------------------
// What Focus's schema refuses (422) and what SEFAZ rejects (erro_autorizacao).

type FieldError = { mensagem: string; campo: string };

function itemErrors(it: Payload, i: number): FieldError[] {
  const e: FieldError[] = [];
  const need = (ok: boolean, field: string, what: string) =>
    ok || e.push({ campo: `items[${i}].${field}`, mensagem: `Item ${i + 1}: ${what}` });
  const desc = text(it.descricao);
  need(desc.trim().length > 0 && desc.length <= 120, 'descricao', 'descrição deve ter de 1 a 120 caracteres');
  need(/^\d{8}$/.test(text(it.codigo_ncm)), 'codigo_ncm', 'NCM deve ter 8 dígitos');
  need(/^\d{4}$/.test(text(it.cfop)), 'cfop', 'CFOP deve ter 4 dígitos');
  need(
    isNumeric(it.quantidade_comercial) && Number(text(it.quantidade_comercial)) > 0,
    'quantidade_comercial',
    'quantidade inválida',
  );
  need(isNumeric(it.valor_unitario_comercial), 'valor_unitario_comercial', 'valor unitário inválido');
  need(isNumeric(it.valor_bruto), 'valor_bruto', 'valor bruto inválido');
  need(
    ICMS_CODES.has(text(it.icms_situacao_tributaria)),
    'icms_situacao_tributaria',
    'situação tributária do ICMS inválida',
  );
  need(/^[0-8]$/.test(text(it.icms_origem)), 'icms_origem', 'origem da mercadoria inválida');
  for (const f of ['valor_desconto', 'valor_outras_despesas', 'valor_frete', 'valor_seguro'])
    need(it[f] === undefined || isNumeric(it[f]), f, `${f} inválido`);
  return e;
}

function paymentErrors(p: Payload, i: number): FieldError[] {
  const e: FieldError[] = [];
  if (!PAYMENT_CODES.has(text(p.forma_pagamento)))
    e.push({ campo: `formas_pagamento[${i}].forma_pagamento`, mensagem: 'Forma de pagamento inválida' });
  if (!isNumeric(p.valor_pagamento))
    e.push({ campo: `formas_pagamento[${i}].valor_pagamento`, mensagem: 'Valor do pagamento inválido' });
  return e;
}

const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]).map((x) => (x ?? {}) as Payload) : null);

/** Focus's schema validation of a note: empty when it would reach SEFAZ. */
function schemaErrors(p: Payload): FieldError[] {
  const e: FieldError[] = [];
  const need = (ok: boolean, campo: string, mensagem: string) => ok || e.push({ campo, mensagem });
  need(/^\d{14}$/.test(text(p.cnpj_emitente)), 'cnpj_emitente', 'CNPJ do emitente deve ter 14 dígitos');
  need(DATE.test(text(p.data_emissao)), 'data_emissao', 'Data de emissão não informada ou inválida');
  need(p.serie === undefined || /^\d{1,3}$/.test(text(p.serie)), 'serie', 'Série inválida');
  need(p.numero === undefined || /^[1-9]\d{0,8}$/.test(text(p.numero)), 'numero', 'Número inválido');
  need(
    p.cpf_destinatario === undefined || /^\d{11}$/.test(text(p.cpf_destinatario)),
    'cpf_destinatario',
    'CPF do destinatário deve ter 11 dígitos',
  );
  const items = list(p.items);
  need(!!items?.length, 'items', 'Nenhum item informado');
  items?.forEach((it, i) => e.push(...itemErrors(it, i)));
  const pays = list(p.formas_pagamento);
  need(!!pays?.length, 'formas_pagamento', 'Nenhuma forma de pagamento informada');
  pays?.forEach((pay, i) => e.push(...paymentErrors(pay, i)));
  for (const f of [
    'valor_troco',
    'valor_produtos',
    'valor_desconto',
    'valor_outras_despesas',
    'valor_frete',
    'valor_total',
  ])
    need(p[f] === undefined || isNumeric(p[f]), f, `${f} inválido`);
  return e;
}

/** Each item's amounts summed, and the note's total as SEFAZ computes it (vNF). */
function totals(p: Payload) {
  const items = list(p.items) ?? [];
  const sum = (f: string) => items.reduce((t, it) => t + (cents(it[f]) ?? 0), 0);
  const t = {
    valor_produtos: sum('valor_bruto'),
    valor_desconto: sum('valor_desconto'),
    valor_outras_despesas: sum('valor_outras_despesas'),
    valor_frete: sum('valor_frete'),
    valor_seguro: sum('valor_seguro'),
  };
  return {
    ...t,
    total: t.valor_produtos - t.valor_desconto + t.valor_outras_despesas + t.valor_frete + t.valor_seguro,
  };
}

function itemRejection(it: Payload, n: number): SefazAnswer | null {
  const expected = Math.round(Number(text(it.quantidade_comercial)) * Number(text(it.valor_unitario_comercial)) * 100);
  if (Math.abs(expected - cents(it.valor_bruto)!) > 1)
    return {
      code: '629',
      message: `Rejeição: Valor do Produto difere do produto Valor Unitário de Comercialização e Quantidade Comercial [nItem:${n}]`,
    };
  if (!text(it.cfop).startsWith('5')) return { code: '725', message: `Rejeição: NFC-e com CFOP inválido [nItem:${n}]` };
  return null;
}

const TOTAL_RULES: [field: keyof ReturnType<typeof totals>, code: string, message: string][] = [
  ['valor_produtos', '564', 'Rejeição: Total do Produto / Serviço difere do somatório dos itens'],
  ['valor_frete', '535', 'Rejeição: Total do Frete difere do somatório dos itens'],
  ['valor_desconto', '537', 'Rejeição: Total do Desconto difere do somatório dos itens'],
  ['valor_outras_despesas', '604', 'Rejeição: Total do vOutro difere do somatório dos itens'],
  ['total', '610', 'Rejeição: Total da NF difere do somatório dos Valores compõe o valor Total da NF.'],
];

/** Payments against the total (NT 2016.002: 865, 866, 869; tPag 90 is refused on a NFC-e, 899). */
function paymentRejection(p: Payload, total: number): SefazAnswer | null {
  const pays = list(p.formas_pagamento) ?? [];
  if (pays.some((x) => text(x.forma_pagamento) === '90'))
    return { code: '899', message: 'Rejeição: Informado incorretamente o campo meio de pagamento' };
  const paid = pays.reduce((t, x) => t + cents(x.valor_pagamento)!, 0);
  const change = cents(p.valor_troco) ?? 0;
  if (change > 0 && paid - change !== total) return { code: '869', message: 'Rejeição: Valor do troco incorreto' };
  if (change === 0 && paid < total)
    return { code: '865', message: 'Rejeição: Total dos pagamentos menor que o total da nota' };
  if (change === 0 && paid > total)
    return {
      code: '866',
      message: 'Rejeição: Ausência de troco quando o valor dos pagamentos informados for maior que o total da nota',
    };
  return null;
}

function issueTimeRejection(p: Payload, now: number, tolerance: number | undefined): SefazAnswer | null {
  if (tolerance === undefined) return null;
  const raw = text(p.data_emissao).replace(' ', 'T');
  const at = Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(raw) ? raw : `${raw}-03:00`);
  if (at - now > tolerance)
    return { code: '703', message: 'Rejeição: Data-Hora de Emissão posterior ao horário de recebimento' };
  if (now - at > tolerance) return { code: '704', message: 'Rejeição: NFC-e com Data-Hora de emissão atrasada' };
  return null;
}

/** What SEFAZ would reject in a note that passed the schema; null when it authorises. */
function sefazRejection(p: Payload, now: number, tolerance?: number): SefazAnswer | null {
  const items = list(p.items) ?? [];
  for (const [i, it] of items.entries()) {
    const r = itemRejection(it, i + 1);
    if (r) return r;
  }
  const t = totals(p);
  for (const [field, code, message] of TOTAL_RULES) {
    const given = cents(field === 'total' ? p.valor_total : p[field]);
    if (given !== null && given !== t[field]) return { code, message };
  }
  const cpf = text(p.cpf_destinatario);
  if (cpf && !validCpf(cpf)) return { code: '237', message: 'Rejeição: CPF do destinatário inválido' };
  return paymentRejection(p, t.total) ?? issueTimeRejection(p, now, tolerance);
}

// ---------------------------------------------------------------------------------------------
// The documents: the authorised note, the cancellation event, the voided range.

function icmsXml(it: Payload): string {
  const cst = text(it.icms_situacao_tributaria);
  const orig = `<orig>${text(it.icms_origem)}</orig>`;
  if (cst.length === 3) {
    const group = ['102', '103', '300', '400'].includes(cst) ? '102' : cst === '203' ? '202' : cst;
    return `<ICMS><ICMSSN${group}>${orig}<CSOSN>${cst}</CSOSN></ICMSSN${group}></ICMS>`;
  }
  const group = ['41', '50'].includes(cst) ? '40' : cst;
  return `<ICMS><ICMS${group}>${orig}<CST>${cst}</CST></ICMS${group}></ICMS>`;
}

function taxXml(name: 'PIS' | 'COFINS', cst: string): string {
  if (!cst) return '';
  if (['01', '02'].includes(cst))
    return `<${name}><${name}Aliq><CST>${cst}</CST><vBC>0.00</vBC><p${name}>0.0000</p${name}><v${name}>0.00</v${name}></${name}Aliq></${name}>`;
  if (Number(cst) >= 4 && Number(cst) <= 9) return `<${name}><${name}NT><CST>${cst}</CST></${name}NT></${name}>`;
  return `<${name}><${name}Outr><CST>${cst}</CST><vBC>0.00</vBC><p${name}>0.0000</p${name}><v${name}>0.00</v${name}></${name}Outr></${name}>`;
}

function itemXml(it: Payload, i: number): string {
  const qty = Number(text(it.quantidade_comercial)).toFixed(4);
  const unit = Number(text(it.valor_unitario_comercial)).toFixed(2);
  const unitName = esc(text(it.unidade_comercial) || 'UN');
  const opt = (tag: string, v: unknown) => (v === undefined ? '' : `<${tag}>${money(cents(v) ?? 0)}</${tag}>`);
  return (
    `<det nItem="${i + 1}"><prod><cProd>${esc(text(it.codigo_produto) || String(i + 1))}</cProd><cEAN>SEM GTIN</cEAN>` +
    `<xProd>${esc(text(it.descricao))}</xProd><NCM>${text(it.codigo_ncm)}</NCM><CFOP>${text(it.cfop)}</CFOP>` +
    `<uCom>${unitName}</uCom><qCom>${qty}</qCom><vUnCom>${unit}</vUnCom><vProd>${money(cents(it.valor_bruto)!)}</vProd>` +
    `<cEANTrib>SEM GTIN</cEANTrib><uTrib>${unitName}</uTrib><qTrib>${qty}</qTrib><vUnTrib>${unit}</vUnTrib>` +
    `${opt('vFrete', it.valor_frete)}${opt('vSeg', it.valor_seguro)}${opt('vDesc', it.valor_desconto)}` +
    `${opt('vOutro', it.valor_outras_despesas)}<indTot>1</indTot></prod><imposto>${icmsXml(it)}` +
    `${taxXml('PIS', text(it.pis_situacao_tributaria))}${taxXml('COFINS', text(it.cofins_situacao_tributaria))}</imposto></det>`
  );
}

function totalAndPaymentXml(p: Payload): string {
  const t = totals(p);
  const zeros = (tags: string[]) => tags.map((tag) => `<${tag}>0.00</${tag}>`).join('');
  const pays = (list(p.formas_pagamento) ?? []).map((x) => {
    const card = ['03', '04'].includes(text(x.forma_pagamento))
      ? `<card><tpIntegra>${text(x.tipo_integracao) || '2'}</tpIntegra></card>`
      : '';
    const xPag = x.descricao_pagamento === undefined ? '' : `<xPag>${esc(text(x.descricao_pagamento))}</xPag>`;
    return `<detPag><tPag>${text(x.forma_pagamento)}</tPag>${xPag}<vPag>${money(cents(x.valor_pagamento)!)}</vPag>${card}</detPag>`;
  });
  const change = cents(p.valor_troco);
  return (
    `<total><ICMSTot>${zeros(['vBC', 'vICMS', 'vICMSDeson', 'vFCP', 'vBCST', 'vST', 'vFCPST', 'vFCPSTRet'])}` +
    `<vProd>${money(t.valor_produtos)}</vProd><vFrete>${money(t.valor_frete)}</vFrete><vSeg>${money(t.valor_seguro)}</vSeg>` +
    `<vDesc>${money(t.valor_desconto)}</vDesc>${zeros(['vII', 'vIPI', 'vIPIDevol', 'vPIS', 'vCOFINS'])}` +
    `<vOutro>${money(t.valor_outras_despesas)}</vOutro><vNF>${money(t.total)}</vNF></ICMSTot></total>` +
    `<transp><modFrete>${text(p.modalidade_frete) || '9'}</modFrete></transp>` +
    `<pag>${pays.join('')}${change ? `<vTroco>${money(change)}</vTroco>` : ''}</pag>`
  );
}

/** The authorised note (`<nfeProc>`), as `caminho_xml_nota_fiscal` downloads it. */
function noteXml(n: FakeFocusNote, qrUrl: string, receivedAt: number): string {
  const p = n.payload;
  const key = n.key!;
  const cpf = text(p.cpf_destinatario);
  const dest = cpf
    ? `<dest><CPF>${cpf}</CPF><xNome>NF-E EMITIDA EM AMBIENTE DE HOMOLOGACAO - SEM VALOR FISCAL</xNome><indIEDest>9</indIEDest></dest>`
    : '';
  const infCpl = text(p.informacoes_adicionais_contribuinte);
  const status = n.status === 'denegado' ? n.statusSefaz! : '100';
  const motive = n.status === 'denegado' ? n.mensagemSefaz! : AUTHORIZED;
  const digest = randomBytes(20).toString('base64');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">` +
    `<NFe xmlns="http://www.portalfiscal.inf.br/nfe"><infNFe versao="4.00" Id="NFe${key}"><ide><cUF>${CUF}</cUF>` +
    `<cNF>${n.cNF}</cNF><natOp>${esc(text(p.natureza_operacao) || 'VENDA AO CONSUMIDOR')}</natOp><mod>65</mod>` +
    `<serie>${n.series}</serie><nNF>${n.number}</nNF><dhEmi>${esc(text(p.data_emissao))}</dhEmi><tpNF>1</tpNF>` +
    `<idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>4</tpImp><tpEmis>1</tpEmis><cDV>${key[43]}</cDV><tpAmb>2</tpAmb>` +
    `<finNFe>1</finNFe><indFinal>1</indFinal><indPres>${text(p.presenca_comprador) || '1'}</indPres><procEmi>0</procEmi>` +
    `<verProc>Focus NFe</verProc></ide><emit><CNPJ>${n.cnpj}</CNPJ><xNome>EMITENTE DE TESTE</xNome><CRT>1</CRT></emit>` +
    `${dest}${(list(p.items) ?? []).map(itemXml).join('')}${totalAndPaymentXml(p)}` +
    `${infCpl ? `<infAdic><infCpl>${esc(infCpl)}</infCpl></infAdic>` : ''}</infNFe>` +
    `<infNFeSupl><qrCode><![CDATA[${qrUrl}]]></qrCode><urlChave>${SP_HOM}/consulta</urlChave></infNFeSupl>` +
    `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><Reference URI="#NFe${key}">` +
    `<DigestValue>${digest}</DigestValue></Reference></SignedInfo><SignatureValue>${randomBytes(64).toString('base64')}` +
    `</SignatureValue></Signature></NFe><protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><verAplic>${VER_APLIC}</verAplic>` +
    `<chNFe>${key}</chNFe><dhRecbto>${brt(receivedAt)}</dhRecbto><nProt>${n.protocol}</nProt><digVal>${digest}</digVal>` +
    `<cStat>${status}</cStat><xMotivo>${esc(motive)}</xMotivo></infProt></protNFe></nfeProc>`
  );
}

/** The cancellation event and SEFAZ's registration of it (`<procEventoNFe>`, tpEvento 110111). */
function cancelXml(n: FakeFocusNote): string {
  const key = n.key!;
  const at = brt(n.cancelledAt!);
  return (
    `<?xml version="1.0" encoding="UTF-8"?><procEventoNFe versao="1.00" xmlns="http://www.portalfiscal.inf.br/nfe">` +
    `<evento versao="1.00"><infEvento Id="ID110111${key}01"><cOrgao>${CUF}</cOrgao><tpAmb>2</tpAmb>` +
    `<CNPJ>${n.cnpj}</CNPJ><chNFe>${key}</chNFe><dhEvento>${at}</dhEvento><tpEvento>110111</tpEvento>` +
    `<nSeqEvento>1</nSeqEvento><verEvento>1.00</verEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento>` +
    `<nProt>${n.protocol}</nProt><xJust>${esc(n.justificativa!)}</xJust></detEvento></infEvento></evento>` +
    `<retEvento versao="1.00"><infEvento><tpAmb>2</tpAmb><verAplic>${VER_APLIC}</verAplic><cOrgao>${CUF}</cOrgao>` +
    `<cStat>135</cStat><xMotivo>${CANCELLED}</xMotivo><chNFe>${key}</chNFe><tpEvento>110111</tpEvento>` +
    `<xEvento>Cancelamento registrado</xEvento><nSeqEvento>1</nSeqEvento><dhRegEvento>${at}</dhRegEvento>` +
    `<nProt>${n.cancelProtocol}</nProt></infEvento></retEvento></procEventoNFe>`
  );
}

/** The range's id: cUF, year, CNPJ, model, series, first and last number. */
const voidId = (v: FakeFocusVoid) =>
  `${CUF}${brt(v.receivedAt).slice(2, 4)}${v.cnpj}65${pad(v.series, 3)}${pad(v.from, 9)}${pad(v.to, 9)}`;

function voidXml(v: FakeFocusVoid): string {
  const fields =
    `<cUF>${CUF}</cUF><ano>${brt(v.receivedAt).slice(2, 4)}</ano><CNPJ>${v.cnpj}</CNPJ><mod>65</mod>` +
    `<serie>${v.series}</serie><nNFIni>${v.from}</nNFIni><nNFFin>${v.to}</nNFFin>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?><ProcInutNFe versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">` +
    `<inutNFe versao="4.00"><infInut Id="ID${voidId(v)}"><tpAmb>2</tpAmb><xServ>INUTILIZAR</xServ>${fields}` +
    `<xJust>${esc(v.justificativa)}</xJust></infInut></inutNFe><retInutNFe versao="4.00"><infInut><tpAmb>2</tpAmb>` +
    `<verAplic>${VER_APLIC}</verAplic><cStat>102</cStat><xMotivo>Inutilizacao de numero homologado</xMotivo>${fields}` +
    `<dhRecbto>${brt(v.receivedAt)}</dhRecbto><nProt>${v.protocol}</nProt></infInut></retInutNFe></ProcInutNFe>`
  );
}

// ---------------------------------------------------------------------------------------------
// The shared state and the endpoints.

type State = {
  token: string;
  series: number;
  now: () => number;
  cancelWindowMs: number;
  cnpjs: string[] | undefined;
  rejectedHttpStatus: number;
  issueToleranceMs: number | undefined;
  csc: string;
  cscId: string;
  notes: Map<string, FakeFocusNote>;
  voids: FakeFocusVoid[];
  files: Map<string, { text: string; contentType: string }>;
  /** `${cnpj}/${series}` → the next number to try. */
  next: Map<string, number>;
  /** series → numbers skipped before any note of an emitter numbered it (`skipNumbers` with no CNPJ). */
  skipped: Map<number, number>;
  /** `${cnpj}/${series}` → the numbers SEFAZ holds (authorised, processing, denied, cancelled). */
  used: Map<string, Set<number>>;
  asyncLeft: number;
  alwaysAsync: boolean;
  rejections: SefazAnswer[];
  denials: SefazAnswer[];
  protocolSeq: number;
};

const seriesKey = (cnpj: string, series: number) => `${cnpj}/${series}`;
const voided = (s: State, cnpj: string, series: number, n: number) =>
  s.voids.some((v) => v.cnpj === cnpj && v.series === series && v.from <= n && n <= v.to);
const usedSet = (s: State, cnpj: string, series: number) => {
  const k = seriesKey(cnpj, series);
  if (!s.used.has(k)) s.used.set(k, new Set());
  return s.used.get(k)!;
};

/** 15 digits: 1, cUF, the year, a sequence, as SEFAZ-SP numbers its protocols. */
const protocol = (s: State) => `1${CUF}${brt(s.now()).slice(2, 4)}${pad(s.protocolSeq++ % 10_000_000_000, 10)}`;

/** The next number of the series that is neither used nor voided. */
function nextNumber(s: State, cnpj: string, series: number): number {
  const used = usedSet(s, cnpj, series);
  let n = s.next.get(seriesKey(cnpj, series)) ?? 1 + (s.skipped.get(series) ?? 0);
  while (used.has(n) || voided(s, cnpj, series, n)) n++;
  s.next.set(seriesKey(cnpj, series), n + 1);
  return n;
}

/** A number asked for in the payload that SEFAZ already holds: its rejection. */
function numberRejection(s: State, cnpj: string, series: number, n: number): SefazAnswer | null {
  if (usedSet(s, cnpj, series).has(n))
    return { code: '539', message: 'Rejeição: Duplicidade de NF-e, com diferença na Chave de Acesso' };
  if (voided(s, cnpj, series, n))
    return { code: '206', message: 'Rejeição: NF-e já está inutilizada na Base de dados da SEFAZ' };
  return null;
}

/** Numbers the note, builds its key and files its XML path. */
function assignNumber(s: State, note: FakeFocusNote, requested: number | null) {
  const p = note.payload;
  const number = requested ?? nextNumber(s, note.cnpj, note.series);
  usedSet(s, note.cnpj, note.series).add(number);
  const [, yyyy, mm] = DATE.exec(text(p.data_emissao))!;
  const cNF = randomCnf(number);
  const first43 = `${CUF}${yyyy!.slice(2)}${mm}${note.cnpj}65${pad(note.series, 3)}${pad(number, 9)}1${cNF}`;
  note.number = number;
  note.cNF = cNF;
  note.key = `${first43}${keyDigit(first43)}`;
  note.xmlPath = `${FILES}/${note.cnpj}/${yyyy}${mm}/XMLs/${note.key}-nfe.xml`;
}

function qrUrl(s: State, key: string) {
  const hash = createHash('sha1').update(`${key}|2|2|${s.cscId}${s.csc}`).digest('hex').toUpperCase();
  return `${SP_HOM}/qrcode?p=${key}|2|2|${s.cscId}|${hash}`;
}

/** SEFAZ authorises (or denies) the numbered note: its protocol and files. */
function conclude(s: State, note: FakeFocusNote, denial?: SefazAnswer) {
  const at = s.now();
  note.protocol = protocol(s);
  note.status = denial ? 'denegado' : 'autorizado';
  note.statusSefaz = denial?.code ?? '100';
  note.mensagemSefaz = denial?.message ?? AUTHORIZED;
  note.authorizedAt = at;
  if (!denial) note.authorizations++;
  const key = note.key!;
  s.files.set(note.xmlPath!, { text: noteXml(note, qrUrl(s, key), at), contentType: 'application/xml' });
  s.files.set(`/notas_fiscais_consumidor/NFe${key}.html`, {
    text: `<!DOCTYPE html><html><body><h1>DANFE NFC-e</h1><p>NFC-e nº ${note.number} Série ${note.series}</p><p>${key}</p><p>EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL</p></body></html>`,
    contentType: 'text/html; charset=utf-8',
  });
}

/** The note's answer, as POST and GET give it; `completa` adds the protocols. */
function noteBody(s: State, n: FakeFocusNote, completa: boolean): Record<string, unknown> {
  const head = { cnpj_emitente: n.cnpj, ref: n.ref, status: n.status };
  if (n.status === 'processando_autorizacao') return head;
  const sefaz = { status_sefaz: n.statusSefaz, mensagem_sefaz: n.mensagemSefaz };
  if (n.status === 'erro_autorizacao') return { ...head, ...sefaz };
  const doc = { numero: String(n.number), serie: String(n.series), chave_nfe: `NFe${n.key}` };
  const protocolo_nota_fiscal = {
    versao: '4.00',
    ambiente: '2',
    versao_aplicativo: VER_APLIC,
    chave_nfe: n.key,
    data_recebimento: brt(n.authorizedAt!),
    numero_protocolo: n.protocol,
    digest_value: createHash('sha1').update(n.key!).digest('base64'),
    status: n.statusSefaz === '135' ? '100' : n.statusSefaz,
    motivo: n.statusSefaz === '135' ? AUTHORIZED : n.mensagemSefaz,
  };
  if (n.status === 'denegado')
    return {
      ...head,
      ...sefaz,
      ...doc,
      caminho_xml_nota_fiscal: n.xmlPath,
      ...(completa && { protocolo_nota_fiscal }),
    };
  if (n.status === 'cancelado')
    return {
      ...head,
      ...sefaz,
      ...doc,
      caminho_xml_nota_fiscal: n.xmlPath,
      caminho_xml_cancelamento: n.cancelXmlPath,
      numero_protocolo: n.cancelProtocol,
      ...(completa && { protocolo_nota_fiscal, ...cancelProtocolBody(n) }),
    };
  return {
    ...head,
    ...sefaz,
    ...doc,
    caminho_xml_nota_fiscal: n.xmlPath,
    caminho_danfe: `/notas_fiscais_consumidor/NFe${n.key}.html`,
    qrcode_url: qrUrl(s, n.key!),
    url_consulta_nf: `${SP_HOM}/consulta`,
    ...(completa && { protocolo_nota_fiscal }),
  };
}

function cancelProtocolBody(n: FakeFocusNote) {
  const event = {
    codigo_orgao: CUF,
    ambiente: '2',
    chave_nfe: n.key,
    tipo_evento: '110111',
    descricao_evento: 'Cancelamento',
  };
  return {
    requisicao_cancelamento: {
      versao: '1.00',
      id_tag: `ID110111${n.key}01`,
      ...event,
      cnpj: n.cnpj,
      data_evento: brt(n.cancelledAt!),
      numero_sequencial_evento: '1',
      versao_evento: '1.00',
      protocolo: n.protocol,
      justificativa: n.justificativa,
    },
    protocolo_cancelamento: {
      versao: '1.00',
      versao_aplicativo: VER_APLIC,
      ...event,
      status: '135',
      motivo: CANCELLED,
      data_evento: brt(n.cancelledAt!),
      numero_protocolo: n.cancelProtocol,
    },
  };
}

function parseBody(call: FakeCall): Payload | null {
  try {
    const v = JSON.parse(call.body) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Payload) : null;
  } catch {
    return null;
  }
}

const blankNote = (ref: string, payload: Payload): FakeFocusNote => ({
  ref,
  status: 'erro_autorizacao',
  cnpj: text(payload.cnpj_emitente),
  payload,
  number: null,
  series: 1,
  key: null,
  cNF: null,
  statusSefaz: null,
  mensagemSefaz: null,
  posts: 0,
  authorizations: 0,
  protocol: null,
  authorizedAt: null,
  cancelledAt: null,
  cancelProtocol: null,
  justificativa: null,
  xmlPath: null,
  cancelXmlPath: null,
});

/** A POST on a ref SEFAZ already holds: Focus's refusal (it never issues a second note). */
function duplicate(note: FakeFocusNote | undefined): FakeAnswer | null {
  if (!note || note.status === 'erro_autorizacao') return null;
  note.posts++;
  if (note.status === 'processando_autorizacao')
    return apiError(422, 'em_processamento', 'Nota fiscal em processamento, aguarde o retorno');
  return apiError(422, 'nfe_autorizada', 'Nota fiscal já autorizada');
}

/** `POST /v2/nfce?ref=`: validate, then authorise, reject, deny or leave processing. */
function postNote(s: State, call: FakeCall): FakeAnswer {
  const ref = call.query.get('ref');
  if (!ref) return apiError(400, 'ref_ausente', 'Parâmetro "ref" não informado');
  if (!/^[\w-]+$/.test(ref)) return apiError(400, 'requisicao_invalida', 'Parâmetro "ref" com caracteres inválidos');
  const payload = parseBody(call);
  if (!payload) return apiError(415, 'requisicao_invalida', 'JSON inválido');
  const refused = duplicate(s.notes.get(ref));
  if (refused) return refused;
  if (s.notes.has(ref)) s.notes.get(ref)!.posts++;
  const erros = schemaErrors(payload);
  if (erros.length)
    return {
      status: 422,
      json: {
        codigo: 'erro_validacao_schema',
        mensagem: 'Erro na validação do Schema XML, verifique o detalhamento dos erros',
        erros,
      },
    };
  const cnpj = text(payload.cnpj_emitente);
  if (s.cnpjs && !s.cnpjs.includes(cnpj)) return apiError(403, 'permissao_negada', 'CNPJ do emitente não autorizado.');
  const note = s.notes.get(ref) ?? { ...blankNote(ref, payload), posts: 1 };
  s.notes.set(ref, note);
  Object.assign(note, { payload, cnpj, series: payload.serie === undefined ? s.series : Number(text(payload.serie)) });
  const requested = payload.numero === undefined ? null : Number(text(payload.numero));
  const rejection =
    s.rejections.shift() ??
    sefazRejection(payload, s.now(), s.issueToleranceMs) ??
    (requested === null ? null : numberRejection(s, cnpj, note.series, requested));
  const completa = call.query.get('completa') === '1';
  if (rejection) {
    Object.assign(note, { status: 'erro_autorizacao', statusSefaz: rejection.code, mensagemSefaz: rejection.message });
    return { status: s.rejectedHttpStatus, json: noteBody(s, note, completa) };
  }
  assignNumber(s, note, requested);
  const denial = s.denials.shift();
  if (!denial && (s.alwaysAsync || s.asyncLeft > 0)) {
    s.asyncLeft = Math.max(0, s.asyncLeft - 1);
    Object.assign(note, { status: 'processando_autorizacao', statusSefaz: null, mensagemSefaz: null });
    return { status: 201, json: noteBody(s, note, completa) };
  }
  conclude(s, note, denial);
  return { status: denial ? s.rejectedHttpStatus : 201, json: noteBody(s, note, completa) };
}

/** `DELETE /v2/nfce/:ref` with `{justificativa}`: the cancellation event, inside the window. */
function deleteNote(s: State, call: FakeCall, ref: string): FakeAnswer {
  const just = parseBody(call)?.justificativa;
  if (typeof just !== 'string' || !just.trim())
    return apiError(400, 'requisicao_invalida', 'Parâmetro "justificativa" não informado');
  if (just.length < 15 || just.length > 255)
    return apiError(400, 'requisicao_invalida', 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres');
  const note = s.notes.get(ref);
  if (!note) return apiError(404, 'nao_encontrado', 'Nota fiscal não encontrada');
  const done = (n: FakeFocusNote): FakeAnswer => ({
    json: {
      status_sefaz: '135',
      mensagem_sefaz: CANCELLED,
      status: 'cancelado',
      caminho_xml_cancelamento: n.cancelXmlPath,
      numero_protocolo: n.cancelProtocol,
    },
  });
  if (note.status === 'cancelado') return done(note);
  if (note.status !== 'autorizado') return apiError(404, 'nfe_nao_autorizada', 'Nota fiscal não autorizada');
  if (s.now() - note.authorizedAt! > s.cancelWindowMs)
    return {
      json: {
        status: 'erro_cancelamento',
        status_sefaz: '501',
        mensagem_sefaz: 'Rejeição: Prazo de cancelamento superior ao previsto na Legislação',
      },
    };
  Object.assign(note, {
    status: 'cancelado',
    statusSefaz: '135',
    mensagemSefaz: CANCELLED,
    cancelledAt: s.now(),
    cancelProtocol: protocol(s),
    justificativa: just,
    cancelXmlPath: note.xmlPath!.replace(/-nfe\.xml$/, '-can.xml'),
  });
  s.files.set(note.cancelXmlPath!, { text: cancelXml(note), contentType: 'application/xml' });
  return done(note);
}

const voidBody = (v: { cnpj: string; series: number; from: number; to: number }) => ({
  serie: String(v.series),
  numero_inicial: String(v.from),
  numero_final: String(v.to),
});

/** `POST /v2/nfce/inutilizacao`: voids a range no note of the series used. */
function postVoid(s: State, call: FakeCall): FakeAnswer {
  const b = parseBody(call) ?? {};
  const [cnpj, series, from, to] = [
    text(b.cnpj),
    Number(text(b.serie)),
    Number(text(b.numero_inicial)),
    Number(text(b.numero_final)),
  ];
  const just = typeof b.justificativa === 'string' ? b.justificativa : '';
  if (!/^\d{14}$/.test(cnpj))
    return apiError(400, 'requisicao_invalida', 'Parâmetro "cnpj" ou "cpf" inválidos ou não informados');
  if (s.cnpjs && !s.cnpjs.includes(cnpj)) return apiError(403, 'permissao_negada', 'CNPJ do emitente não autorizado.');
  if (!/^\d{1,3}$/.test(text(b.serie))) return apiError(400, 'requisicao_invalida', 'Parâmetro "serie" inválido');
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > 999_999_999 || to < from)
    return apiError(400, 'requisicao_invalida', 'Parâmetros "numero_inicial" e "numero_final" inválidos');
  if (just.length < 15 || just.length > 255)
    return apiError(400, 'requisicao_invalida', 'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres');
  const range = { cnpj, series, from, to };
  const used = usedSet(s, cnpj, series);
  const sefaz = (code: string, message: string): FakeAnswer => ({
    json: { status_sefaz: code, mensagem_sefaz: message, ...voidBody(range), status: 'erro_autorizacao' },
  });
  for (let n = from; n <= to; n++) {
    if (used.has(n)) return sefaz('241', 'Um numero da faixa ja foi utilizado');
    if (voided(s, cnpj, series, n))
      return sefaz('256', 'Rejeição: Uma NF-e da faixa já está inutilizada na Base de dados da SEFAZ');
  }
  const receivedAt = s.now();
  const v: FakeFocusVoid = { ...range, justificativa: just, protocol: protocol(s), receivedAt, path: '' };
  const yyyymm = brt(receivedAt).slice(0, 7).replace('-', '');
  v.path = `${FILES}/${cnpj}/${yyyymm}/XMLs/${voidId(v).slice(2)}-inu.xml`;
  s.voids.push(v);
  s.files.set(v.path, { text: voidXml(v), contentType: 'application/xml' });
  return { json: voidAnswer(v) };
}

const voidAnswer = (v: FakeFocusVoid) => ({
  status_sefaz: '102',
  mensagem_sefaz: 'Inutilizacao de numero homologado',
  ...voidBody(v),
  modelo: '65',
  cnpj: v.cnpj,
  status: 'autorizado',
  caminho_xml: v.path,
  protocolo_sefaz: v.protocol,
});

function authorized(s: State, call: FakeCall): boolean {
  const auth = call.headers.authorization ?? '';
  const basic = /^Basic (.+)$/i.exec(auth);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8') === `${s.token}:`;
  return call.query.get('token') === s.token;
}

function apiRoutes(s: State) {
  return routeTable(
    {
      'POST /v2/nfce/inutilizacao': (call) => postVoid(s, call),
      'GET /v2/nfce/inutilizacoes': (call) => ({
        json: s.voids.filter((v) => v.cnpj === call.query.get('cnpj')).map(voidAnswer),
      }),
      'POST /v2/nfce': (call) => postNote(s, call),
      'GET /v2/nfce/:ref': (call, { ref }) => {
        const note = s.notes.get(ref!);
        if (!note) return apiError(404, 'nao_encontrado', 'Nota fiscal não encontrada');
        return { json: noteBody(s, note, call.query.get('completa') === '1') };
      },
      'DELETE /v2/nfce/:ref': (call, { ref }) => deleteNote(s, call, ref!),
    },
    apiError(404, 'nao_encontrado', 'Recurso não encontrado'),
  );
}

/** The controls a test uses to steer the fake. */
function controlsOf(s: State, failures: number[], hangs: { left: number }) {
  return {
    /** The next `n` accepted notes answer 'processando_autorizacao' until `settle`. */
    asyncNext: (n = 1) => void (s.asyncLeft += n),
    /** SEFAZ answers the processing notes (or the one of `ref`): authorised. Returns the refs settled. */
    settle(ref?: string): string[] {
      const pending = [...s.notes.values()].filter(
        (n) => n.status === 'processando_autorizacao' && (ref === undefined || n.ref === ref),
      );
      for (const n of pending) conclude(s, n);
      return pending.map((n) => n.ref);
    },
    /** The next note sent is rejected by SEFAZ with this code (default 778, NCM inexistente). */
    rejectNext: (r: Partial<SefazAnswer> = {}) =>
      void s.rejections.push({
        code: r.code ?? '778',
        message: r.message ?? 'Rejeição: Informado NCM inexistente [nItem:1]',
      }),
    /** The next note accepted is denied (its number and key are consumed; it cannot be re-sent). */
    denyNext: (r: Partial<SefazAnswer> = {}) =>
      void s.denials.push({
        code: r.code ?? '302',
        message: r.message ?? 'Rejeição: Irregularidade fiscal do destinatário',
      }),
    /** The next `n` requests, to any endpoint, answer `status` (500, 503, 429…) and change nothing. */
    failNext: (n = 1, status = 500) => void failures.push(...Array<number>(n).fill(status)),
    /** The next `n` requests never answer; `close()` drops them. */
    hangNext: (n = 1) => void (hangs.left += n),
    /**
     * `n` numbers lost without a note (as to a failure), so a test can void them: the series'
     * counter moves on by `n`, for `cnpj` or, without one, for every emitter.
     */
    skipNumbers(n: number, { series = s.series, cnpj }: { series?: number; cnpj?: string } = {}) {
      if (cnpj !== undefined) {
        const k = seriesKey(cnpj, series);
        return void s.next.set(k, (s.next.get(k) ?? 1 + (s.skipped.get(series) ?? 0)) + n);
      }
      s.skipped.set(series, (s.skipped.get(series) ?? 0) + n);
      for (const [k, next] of s.next) if (k.endsWith(`/${series}`)) s.next.set(k, next + n);
    },
  };
}

function failure(status: number): FakeAnswer {
  if (status === 429) return apiError(429, 'limite_requisicoes', 'Limite de requisições excedido');
  return apiError(status, 'erro_interno', 'Erro interno do servidor');
}

export async function startFakeFocusNfe(opts: FakeFocusOptions = {}) {
  const s: State = {
    token: opts.token ?? 'token-homologacao-teste',
    series: Number(opts.series ?? 1),
    now: opts.now ?? Date.now,
    cancelWindowMs: opts.cancelWindowMs ?? 30 * 60_000,
    cnpjs: opts.cnpjs,
    rejectedHttpStatus: opts.rejectedHttpStatus ?? 201,
    issueToleranceMs: opts.issueToleranceMs,
    csc: opts.csc ?? 'CSC-HOMOLOGACAO-TESTE-0000000000000000',
    cscId: String(Number(opts.cscId ?? '1')),
    notes: new Map(),
    voids: [],
    files: new Map(),
    next: new Map(),
    skipped: new Map(),
    used: new Map(),
    asyncLeft: 0,
    alwaysAsync: opts.mode === 'async',
    rejections: [],
    denials: [],
    protocolSeq: randomInt(1, 1_000_000_000),
  };
  const failures: number[] = [];
  const hangs = { left: 0 };
  const held = new Set<() => void>();
  const routes = apiRoutes(s);

  const api = await startFake((call) => {
    if (hangs.left > 0) {
      hangs.left--;
      return new Promise<FakeAnswer>((resolve) => held.add(() => resolve({ destroy: true })));
    }
    const failed = failures.shift();
    if (failed) return failure(failed);
    const file = call.method === 'GET' ? s.files.get(call.path) : undefined;
    if (file) return { text: file.text, contentType: file.contentType };
    if (!authorized(s, call)) return apiError(403, 'permissao_negada', 'Access token inválido');
    return routes(call);
  });

  return {
    url: api.url,
    token: s.token,
    calls: api.calls,
    /** Every ref sent, by ref. */
    notes: s.notes,
    /** The ranges voided, in order. */
    voids: s.voids,
    /** Settings that point the server at this fake. */
    env: {
      FISCAL_PROVIDER: 'focusnfe',
      FISCAL_API_TOKEN: s.token,
      FISCAL_ENVIRONMENT: 'homologacao',
      FISCAL_API_URL: api.url,
    },
    controls: controlsOf(s, failures, hangs),
    /** Drops the held requests, then stops. */
    close: async () => {
      for (const release of held) release();
      held.clear();
      await api.close(true);
    },
  };
}

export type FakeFocusNfe = Awaited<ReturnType<typeof startFakeFocusNfe>>;
