import type { FiscalNote } from '@shared/contract/fiscal';
import { JUSTIFICATION_MAX, JUSTIFICATION_MIN, plainText } from '@shared/fiscal';
import { formatDateTime, formatTime } from '@shared/format-date';

// What the order's 'Nota fiscal (NFC-e)' says of its note (docs/product.md#nfc-e).

/** On its way: sent, or waiting for SEFAZ, or its cancellation asked for. */
export function noteInProgress(note: FiscalNote | null): boolean {
  if (!note) return false;
  return note.status === 'queued' || note.status === 'processing' || note.cancelState === 'wanted';
}

/** 'NFC-e nº 12 · série 1'; null before SEFAZ gave it a number. */
export function noteNumberText(note: Pick<FiscalNote, 'number' | 'series'>): string | null {
  if (note.number === null) return null;
  return note.series === null ? `NFC-e nº ${note.number}` : `NFC-e nº ${note.number} · série ${note.series}`;
}

/** 'A SEFAZ rejeitou: 778 – Informado NCM inexistente', for a rejected or denied note; else null. */
export function refusalText(note: Pick<FiscalNote, 'status' | 'sefazCode' | 'sefazMessage'>): string | null {
  if (note.status !== 'rejected' && note.status !== 'denied') return null;
  const head = note.status === 'rejected' ? 'A SEFAZ rejeitou' : 'A SEFAZ denegou';
  const why = [note.sefazCode, note.sefazMessage].filter(Boolean).join(' – ');
  return why ? `${head}: ${why}` : `${head} a nota.`;
}

/**
 * 'Pode ser cancelada até 19:42 (cancele o pedido para cancelar a nota)': while an authorised
 * note's window is open and no cancellation was asked for; the date too when it ends another day.
 */
export function cancelHint(note: Pick<FiscalNote, 'status' | 'cancelUntil' | 'cancelState'>, now: Date): string | null {
  if (note.status !== 'authorized' || !note.cancelUntil || note.cancelState) return null;
  const until = new Date(note.cancelUntil);
  if (!(until.getTime() > now.getTime())) return null;
  const sameDay = formatDateTime(until).slice(0, 10) === formatDateTime(now).slice(0, 10);
  return `Pode ser cancelada até ${sameDay ? formatTime(until) : formatDateTime(until)} (cancele o pedido para cancelar a nota)`;
}

/** A cancellation's reason as SEFAZ takes it: plain text on one line, trimmed. */
export const cancelReasonOf = (text: string) => plainText(text).trim();

/** What keeps a reason from being sent, in the server's words; null when it may go. */
export function reasonProblem(text: string): string | null {
  const n = cancelReasonOf(text).length;
  return n < JUSTIFICATION_MIN || n > JUSTIFICATION_MAX
    ? `O motivo precisa ter de ${JUSTIFICATION_MIN} a ${JUSTIFICATION_MAX} caracteres`
    : null;
}
