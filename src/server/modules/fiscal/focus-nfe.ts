import { z } from 'zod';
import type { FiscalConfig } from '@server/config';
import { AnswerTooLargeError, readCappedText } from '@server/http/capped-answer';
import type { TaxRegime } from '@shared/fiscal';
import {
  FiscalProviderError,
  type CancelOutcome,
  type FiscalProvider,
  type NoteDraft,
  type NoteOutcome,
  type NotePaymentKind,
  type VoidOutcome,
} from './provider';

// Focus NFe's API v2 for the NFC-e (focusnfe.com.br/doc, docs/decisions/025): HTTP Basic with
// the token as the user, JSON in and out, the note known by our reference. Its NFC-e answers
// are synchronous; a 'processando_autorizacao' (as some providers answer) is asked for again.

const TIMEOUT_MS = 20_000;
/** An authorised XML is a few kB; nothing the API answers comes near this. */
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** tPag: 01 cash, 03 credit, 04 debit, 17 PIX dynamic (the bank's charge), 20 PIX static, 99 other. */
const PAYMENT_CODES: Record<NotePaymentKind, string> = {
  cash: '01',
  credit: '03',
  debit: '04',
  pix: '17',
  pix_static: '20',
  other: '99',
};

/** PIS and COFINS: a Simples Nacional company pays them in its DAS, outside the note (CST 49). */
const PIS_COFINS_CST: Record<TaxRegime, string> = { simples: '49', simples_excess: '49', normal: '01' };

/** Every value Focus answers is a string; a field we do not know is ignored. */
const noteAnswer = z.object({
  status: z.string(),
  status_sefaz: z.string().nullish(),
  mensagem_sefaz: z.string().nullish(),
  chave_nfe: z.string().nullish(),
  numero: z.union([z.string(), z.number()]).nullish(),
  serie: z.union([z.string(), z.number()]).nullish(),
  caminho_xml_nota_fiscal: z.string().nullish(),
  caminho_xml_cancelamento: z.string().nullish(),
  qrcode_url: z.string().nullish(),
  url_consulta_nf: z.string().nullish(),
  protocolo: z.string().nullish(),
  protocolo_sefaz: z.string().nullish(),
  numero_protocolo: z.string().nullish(),
  protocolo_nota_fiscal: z
    .object({ numero_protocolo: z.string().nullish(), data_recebimento: z.string().nullish() })
    .nullish(),
  caminho_xml: z.string().nullish(),
});
type NoteAnswer = z.infer<typeof noteAnswer>;
const errorAnswer = z.object({ codigo: z.string(), mensagem: z.string().nullish() });

const cents = (c: number) => (c / 100).toFixed(2);

/** The NFC-e's JSON as Focus takes it. */
export function focusPayload(draft: NoteDraft) {
  const cst = PIS_COFINS_CST[draft.emitter.taxRegime];
  return {
    cnpj_emitente: draft.emitter.cnpj,
    data_emissao: draft.issuedAt,
    natureza_operacao: 'VENDA AO CONSUMIDOR',
    presenca_comprador: draft.delivery ? '4' : '1',
    modalidade_frete: '9',
    local_destino: '1',
    indicador_inscricao_estadual_destinatario: '9',
    ...(draft.consumerCpf && { cpf_destinatario: draft.consumerCpf }),
    items: draft.lines.map((l, i) => ({
      numero_item: String(i + 1),
      codigo_produto: l.code,
      descricao: l.description,
      codigo_ncm: l.ncm,
      cfop: l.cfop,
      unidade_comercial: 'UN',
      quantidade_comercial: l.quantity.toFixed(4),
      valor_unitario_comercial: cents(l.unitCents),
      unidade_tributavel: 'UN',
      quantidade_tributavel: l.quantity.toFixed(4),
      valor_unitario_tributavel: cents(l.unitCents),
      valor_bruto: cents(l.grossCents),
      ...(l.discountCents > 0 && { valor_desconto: cents(l.discountCents) }),
      ...(l.extraCents > 0 && { valor_outras_despesas: cents(l.extraCents) }),
      icms_origem: String(l.origin),
      icms_situacao_tributaria: l.icms,
      pis_situacao_tributaria: cst,
      cofins_situacao_tributaria: cst,
    })),
    formas_pagamento: draft.payments.map((p) => ({
      forma_pagamento: PAYMENT_CODES[p.kind],
      valor_pagamento: cents(p.cents),
      ...(p.kind === 'other' && { descricao_pagamento: p.label.slice(0, 60) }),
      // Card taken by the machine or online, not by a terminal integrated with this system.
      ...((p.kind === 'credit' || p.kind === 'debit') && { tipo_integracao: '2' }),
    })),
    ...(draft.changeCents > 0 && { valor_troco: cents(draft.changeCents) }),
    valor_produtos: cents(draft.grossCents),
    valor_desconto: cents(draft.discountCents),
    valor_outras_despesas: cents(draft.extraCents),
    valor_total: cents(draft.totalCents),
  };
}

/** A note's answer in our terms. */
function outcomeOf(a: NoteAnswer): NoteOutcome {
  const code = a.status_sefaz ?? a.status;
  const message = a.mensagem_sefaz ?? a.status;
  switch (a.status) {
    case 'autorizado': {
      const key = (a.chave_nfe ?? '').replace(/^NFe/, '');
      const protocol = a.protocolo_nota_fiscal?.numero_protocolo ?? a.protocolo ?? null;
      const received = a.protocolo_nota_fiscal?.data_recebimento;
      return {
        state: 'authorized',
        accessKey: key,
        number: Number(a.numero),
        series: Number(a.serie),
        protocol,
        authorizedAt: received ? new Date(received) : null,
        qrUrl: a.qrcode_url ?? '',
        consultUrl: a.url_consulta_nf ?? '',
      };
    }
    case 'processando_autorizacao':
      return { state: 'processing' };
    case 'erro_autorizacao':
      return { state: 'rejected', code, message };
    case 'denegado':
      return { state: 'denied', code, message };
    case 'cancelado':
      return { state: 'cancelled' };
    default:
      throw new FiscalProviderError(`Focus NFe answered an unknown status '${a.status}'`);
  }
}

type Answer = { status: number; text: string };

/** HTTP to Focus: Basic auth with the token, a time limit, a capped answer; 429, 5xx and no answer are retried later. */
function focusHttp(config: FiscalConfig) {
  const auth = `Basic ${Buffer.from(`${config.token}:`).toString('base64')}`;
  return async function request(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new FiscalProviderError(`Focus NFe unreachable: ${(err as Error).message}`);
    }
    if (res.status === 429 || res.status >= 500) {
      await res.body?.cancel();
      throw new FiscalProviderError(`Focus NFe answered ${res.status} to ${method} ${path.split('?')[0]}`);
    }
    try {
      return { status: res.status, text: await readCappedText(res, MAX_ANSWER_BYTES) };
    } catch (err) {
      if (err instanceof AnswerTooLargeError) throw new FiscalProviderError('Focus NFe answer too large');
      throw new FiscalProviderError(`Focus NFe answer cut short: ${(err as Error).message}`);
    }
  };
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FiscalProviderError('Focus NFe answered with no JSON');
  }
}

/** A note's answer, or the refusal in Focus's error body. */
function readNote(res: Answer): NoteOutcome | { refused: string; message: string } {
  const body = json(res.text);
  const note = noteAnswer.safeParse(body);
  if (note.success && res.status < 400) return outcomeOf(note.data);
  const error = errorAnswer.safeParse(body);
  if (res.status === 404) return { state: 'unknown' };
  if (error.success) return { refused: error.data.codigo, message: error.data.mensagem ?? error.data.codigo };
  throw new FiscalProviderError(`Focus NFe answered ${res.status} with an unknown body`);
}

/**
 * A cancellation's or a voiding's answer: done with the path of its XML, or refused with SEFAZ's
 * (or Focus's) code and words.
 */
function readEvent(res: Answer, done: string): { done: NoteAnswer } | { refused: string; message: string } {
  const body = json(res.text);
  const note = noteAnswer.safeParse(body);
  if (note.success && note.data.status === done) return { done: note.data };
  if (note.success)
    return {
      refused: note.data.status_sefaz ?? note.data.status,
      message: note.data.mensagem_sefaz ?? note.data.status,
    };
  const error = errorAnswer.safeParse(body);
  if (error.success) return { refused: error.data.codigo, message: error.data.mensagem ?? error.data.codigo };
  throw new FiscalProviderError(`Focus NFe answered ${res.status} with an unknown body`);
}

export function createFocusNfe(config: FiscalConfig): FiscalProvider {
  const request = focusHttp(config);
  const ref = (reference: string) => encodeURIComponent(reference);
  /** A file Focus keeps (an XML), by the relative path it gave; null when it is not there. */
  const file = (path: string | null | undefined) =>
    path ? request('GET', path).then((r) => (r.status === 200 ? r.text : null)) : Promise.resolve(null);

  async function consult(reference: string): Promise<NoteOutcome> {
    const answer = readNote(await request('GET', `/v2/nfce/${ref(reference)}?completa=1`));
    if ('refused' in answer) throw new FiscalProviderError(`Focus NFe refused the consultation: ${answer.message}`);
    return answer;
  }

  return {
    name: 'Focus NFe',
    environment: config.environment,
    async issue(draft) {
      const answer = readNote(await request('POST', `/v2/nfce?ref=${ref(draft.reference)}`, focusPayload(draft)));
      // Authorised: asked again with completa=1, the only answer that carries the protocol.
      if (!('refused' in answer)) return answer.state === 'authorized' ? consult(draft.reference) : answer;
      // Sent before (a retry after a lost answer): the note is what Focus already has.
      if (answer.refused === 'nfe_autorizada' || answer.refused === 'em_processamento') return consult(draft.reference);
      return { state: 'rejected', code: answer.refused, message: answer.message };
    },
    consult,
    async xml(reference) {
      const note = noteAnswer.safeParse(json((await request('GET', `/v2/nfce/${ref(reference)}`)).text));
      const xml = await file(note.data?.caminho_xml_nota_fiscal);
      if (!xml) throw new FiscalProviderError('Focus NFe gave no XML for the note');
      return xml;
    },
    async cancel(reference, reason): Promise<CancelOutcome> {
      const answer = readEvent(
        await request('DELETE', `/v2/nfce/${ref(reference)}`, { justificativa: reason }),
        'cancelado',
      );
      if ('refused' in answer) return { state: 'refused', code: answer.refused, message: answer.message };
      return { state: 'cancelled', xml: await file(answer.done.caminho_xml_cancelamento) };
    },
    async voidNumbers(range): Promise<VoidOutcome> {
      const body = {
        cnpj: range.cnpj,
        serie: String(range.series),
        numero_inicial: String(range.from),
        numero_final: String(range.to),
        justificativa: range.reason,
      };
      const answer = readEvent(await request('POST', '/v2/nfce/inutilizacao', body), 'autorizado');
      if ('refused' in answer) return { state: 'rejected', code: answer.refused, message: answer.message };
      const protocol = answer.done.protocolo_sefaz ?? answer.done.protocolo ?? null;
      return { state: 'authorized', protocol, xml: await file(answer.done.caminho_xml) };
    },
  };
}
