import type { Receipt } from '@shared/contract/fiscal';
import { groupedKey } from '@shared/fiscal';
import { formatDateTime } from '@shared/format-date';
import { formatDecimal } from '@shared/money';
import { isQrData, type Ticket, type TicketLine } from '../printing/ticket';

/** Printed on every note of the test environment; two lines, as it is wider than 58 mm paper. */
const HOMOLOGATION = ['EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO', '- SEM VALOR FISCAL -'];

/** '1' for whole units, '1,5' otherwise. */
const quantityText = (q: number) => (Number.isInteger(q) ? String(q) : q.toFixed(3).replace('.', ','));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The DANFE-NFC-e for the thermal printer, in the divisions and order SEFAZ's manual sets:
 * the emitter, the items, the totals and payments, the access key, the consumer, the note's
 * number and protocol, the consultation QR code, and the fiscal message.
 */
export function danfeTicket(r: Receipt): Ticket {
  const lines: TicketLine[] = [
    { kind: 'text', text: `CNPJ ${r.store.cnpj}  IE ${r.store.stateRegistration}`, center: true },
    { kind: 'text', text: r.store.legalName, bold: true, center: true },
    { kind: 'text', text: r.store.address, center: true },
    { kind: 'text', text: 'Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica', center: true },
  ];
  if (r.cancelled) lines.push({ kind: 'text', text: '*** NFC-e CANCELADA ***', large: true, center: true });
  lines.push({ kind: 'rule' }, { kind: 'text', text: 'CÓDIGO  DESCRIÇÃO  QTDE UN x VL UNIT  VL TOTAL', bold: true });
  r.items.forEach((item, i) => {
    lines.push({ kind: 'text', text: `${pad(i + 1, 3)} ${item.code} ${item.description}` });
    lines.push({
      kind: 'pair',
      left: `    ${quantityText(item.quantity)} ${item.unit} x ${formatDecimal(item.unitCents)}`,
      right: formatDecimal(item.totalCents),
    });
  });
  lines.push(
    { kind: 'rule' },
    { kind: 'pair', left: 'Qtde. total de itens', right: String(r.items.length) },
    { kind: 'pair', left: 'Valor total R$', right: formatDecimal(r.grossCents) },
  );
  if (r.extrasCents > 0)
    lines.push({ kind: 'pair', left: 'Acréscimos (entrega) R$', right: formatDecimal(r.extrasCents) });
  if (r.discountCents > 0)
    lines.push({ kind: 'pair', left: 'Desconto R$', right: `-${formatDecimal(r.discountCents)}` });
  lines.push(
    { kind: 'pair', left: 'Valor a Pagar R$', right: formatDecimal(r.totalCents), bold: true },
    { kind: 'pair', left: 'FORMA PAGAMENTO', right: 'VALOR PAGO R$' },
    ...r.payments.map((p): TicketLine => ({ kind: 'pair', left: p.label, right: formatDecimal(p.cents) })),
  );
  if (r.changeCents > 0) lines.push({ kind: 'pair', left: 'Troco R$', right: formatDecimal(r.changeCents) });
  const key = groupedKey(r.accessKey);
  lines.push(
    { kind: 'rule' },
    { kind: 'text', text: 'Consulte pela Chave de Acesso em', center: true },
    { kind: 'text', text: r.consultUrl, center: true },
    // 54 characters: two lines on any paper, split between groups.
    { kind: 'text', text: key.slice(0, 29), center: true },
    { kind: 'text', text: key.slice(30), center: true },
    { kind: 'rule' },
    { kind: 'text', text: r.consumer ? `CONSUMIDOR CPF: ${r.consumer}` : 'CONSUMIDOR NÃO IDENTIFICADO', center: true },
    {
      kind: 'text',
      text: `NFC-e nº ${pad(r.number, 9)} Série ${pad(r.series, 3)} ${formatDateTime(r.issuedAt)}`,
      bold: true,
      center: true,
    },
  );
  if (r.protocol) lines.push({ kind: 'text', text: `Protocolo de autorização: ${r.protocol}`, center: true });
  if (r.authorizedAt)
    lines.push({ kind: 'text', text: `Data de autorização: ${formatDateTime(r.authorizedAt)}`, center: true });
  // A provider's QR address is plain ASCII; anything else is left off rather than stopping the printer's queue.
  if (isQrData(r.qrUrl)) lines.push({ kind: 'qr', data: r.qrUrl });
  if (r.environment === 'homologacao')
    for (const text of HOMOLOGATION) lines.push({ kind: 'text', text, bold: true, center: true });
  return lines;
}
