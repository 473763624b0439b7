import type { fiscalNotes } from '@server/db/schema';
import type { Receipt } from '@shared/contract/fiscal';
import { formatTaxId } from '@shared/fiscal';

type NoteRow = typeof fiscalNotes.$inferSelect;

/**
 * The DANFE-NFC-e's content, from what was sent (the draft) and what SEFAZ gave back: one source
 * for the printed receipt (danfe-ticket.ts) and the customer's page. Null before authorisation.
 */
export function receiptOf(note: NoteRow): Receipt | null {
  const { draft } = note;
  if (!draft || !note.accessKey || note.number === null || note.series === null) return null;
  if (note.status !== 'authorized' && note.status !== 'cancelled') return null;
  return {
    environment: note.environment,
    store: {
      legalName: draft.emitter.legalName,
      cnpj: formatTaxId(draft.emitter.cnpj),
      stateRegistration: draft.emitter.stateRegistration,
      address: draft.emitter.address,
    },
    items: draft.lines.map((l) => ({
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      unit: 'UN',
      unitCents: l.unitCents,
      totalCents: l.grossCents,
    })),
    grossCents: draft.grossCents,
    discountCents: draft.discountCents,
    extrasCents: draft.extraCents,
    totalCents: draft.totalCents,
    payments: draft.payments.map((p) => ({ label: p.label, cents: p.cents })),
    changeCents: draft.changeCents,
    consumer: draft.consumerCpf ? formatTaxId(draft.consumerCpf) : null,
    number: note.number,
    series: note.series,
    issuedAt: draft.issuedAt,
    accessKey: note.accessKey,
    protocol: note.protocol,
    authorizedAt: note.authorizedAt?.toISOString() ?? null,
    qrUrl: note.qrUrl ?? '',
    consultUrl: note.consultUrl ?? '',
    cancelled: note.status === 'cancelled',
  };
}
