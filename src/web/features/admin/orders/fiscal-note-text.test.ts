import { describe, expect, it } from 'vitest';
import type { FiscalNote } from '@shared/contract/fiscal';
import {
  cancelHint,
  cancelReasonOf,
  noteInProgress,
  noteNumberText,
  reasonProblem,
  refusalText,
} from './fiscal-note-text';

const note: FiscalNote = {
  orderId: '7d3f4f5e-0000-4000-8000-000000000001',
  customerName: 'Ana',
  orderTotalCents: 5990,
  orderCreatedAt: '2026-11-27T21:00:00.000Z',
  status: 'authorized',
  environment: 'producao',
  number: 12,
  series: 1,
  accessKey: '35261112345678000195650010000000121000000123',
  authorizedAt: '2026-11-27T21:10:00.000Z',
  sefazCode: null,
  sefazMessage: null,
  lastError: null,
  attempts: 1,
  cancelState: null,
  cancelMessage: null,
  cancelReason: null,
  cancelledAt: null,
  cancelUntil: '2026-11-27T21:40:00.000Z',
  receiptUrl: 'https://loja.example/nfce/7d3f4f5e-0000-4000-8000-000000000001?t=abc',
};

describe("an order's NFC-e as staff read it", () => {
  it('names the note by its number and series once SEFAZ gave them', () => {
    expect(noteNumberText(note)).toBe('NFC-e nº 12 · série 1');
    expect(noteNumberText({ number: null, series: null })).toBeNull();
  });

  it("quotes SEFAZ's refusal with its code, and says nothing of a note it took", () => {
    const rejected = { ...note, status: 'rejected' as const, sefazCode: '778', sefazMessage: 'NCM inexistente' };
    expect(refusalText(rejected)).toBe('A SEFAZ rejeitou: 778 – NCM inexistente');
    expect(refusalText({ ...rejected, status: 'denied' })).toBe('A SEFAZ denegou: 778 – NCM inexistente');
    expect(refusalText({ ...rejected, sefazCode: null })).toBe('A SEFAZ rejeitou: NCM inexistente');
    expect(refusalText({ ...rejected, sefazCode: null, sefazMessage: null })).toBe('A SEFAZ rejeitou a nota.');
    expect(refusalText(note)).toBeNull();
  });

  it('is on its way while sent, waiting for SEFAZ or being cancelled', () => {
    expect(noteInProgress({ ...note, status: 'queued' })).toBe(true);
    expect(noteInProgress({ ...note, status: 'processing' })).toBe(true);
    expect(noteInProgress({ ...note, cancelState: 'wanted' })).toBe(true);
    expect(noteInProgress(note)).toBe(false);
    expect(noteInProgress({ ...note, status: 'rejected' })).toBe(false);
    expect(noteInProgress(null)).toBe(false);
  });
});

describe('until when an authorised note may be cancelled', () => {
  const before = new Date('2026-11-27T21:20:00.000Z');

  it("gives the window's end in São Paulo time while it is open", () => {
    expect(cancelHint(note, before)).toBe('Pode ser cancelada até 18:40 (cancele o pedido para cancelar a nota)');
  });

  it('gives the date too when the window ends another day', () => {
    const late = { ...note, cancelUntil: '2026-11-28T03:30:00.000Z' };
    expect(cancelHint(late, before)).toBe(
      'Pode ser cancelada até 28/11/2026 00:30 (cancele o pedido para cancelar a nota)',
    );
  });

  it('says nothing once the window closed, a cancellation was asked for, or the note is not authorised', () => {
    expect(cancelHint(note, new Date('2026-11-27T21:40:00.000Z'))).toBeNull();
    expect(cancelHint({ ...note, cancelState: 'wanted' }, before)).toBeNull();
    expect(cancelHint({ ...note, cancelUntil: null }, before)).toBeNull();
    expect(cancelHint({ ...note, status: 'cancelled' }, before)).toBeNull();
  });
});

describe("a cancellation's reason", () => {
  it('goes on one line, trimmed, as SEFAZ takes it', () => {
    expect(cancelReasonOf('  Cliente desistiu\ndo pedido  ')).toBe('Cliente desistiu do pedido');
  });

  it('takes 15 to 255 characters, counted as sent', () => {
    expect(reasonProblem('Pedido errado ')).toBe('O motivo precisa ter de 15 a 255 caracteres');
    expect(reasonProblem('Pedido duplicado')).toBeNull();
    expect(reasonProblem('x'.repeat(255))).toBeNull();
    expect(reasonProblem('x'.repeat(256))).toBe('O motivo precisa ter de 15 a 255 caracteres');
  });
});
