import type { FiscalEnvironment, TaxRegime } from '@shared/fiscal';

// What the server asks of a fiscal provider (docs/decisions/025-nfce-through-a-provider.md):
// a service that signs the NFC-e, talks to SEFAZ and keeps the documents. The note is told in
// our own terms here; each provider's client (focus-nfe.ts) turns it into its wire format.

/** How the note was paid, in the NFC-e's terms (tPag); 'pix' is a charge the bank confirmed (dynamic). */
export type NotePaymentKind = 'cash' | 'credit' | 'debit' | 'pix' | 'pix_static' | 'other';

export type NoteLine = {
  /** The product's code: our product id's first characters, or 'AVULSO'. */
  code: string;
  description: string;
  ncm: string;
  cfop: string;
  /** CSOSN or CST of the ICMS. */
  icms: string;
  origin: number;
  quantity: number;
  unitCents: number;
  /** quantity × unit. */
  grossCents: number;
  /** The order's discounts, shared among the lines by their value. */
  discountCents: number;
  /** The delivery fee and other charges, shared the same way (vOutro). */
  extraCents: number;
};

/** One NFC-e as we mean it: everything the provider needs and the DANFE prints. */
export type NoteDraft = {
  /** The provider's reference: the order's id, so a retry never issues a second note. */
  reference: string;
  issuedAt: string;
  emitter: { cnpj: string; stateRegistration: string; legalName: string; address: string; taxRegime: TaxRegime };
  /** The consumer's CPF (11 digits), when they gave it. */
  consumerCpf: string | null;
  /** Delivered to the customer's door, or sold at the store. */
  delivery: boolean;
  lines: NoteLine[];
  payments: { kind: NotePaymentKind; label: string; cents: number }[];
  changeCents: number;
  grossCents: number;
  discountCents: number;
  extraCents: number;
  totalCents: number;
};

export type Authorized = {
  state: 'authorized';
  accessKey: string;
  number: number;
  series: number;
  protocol: string | null;
  authorizedAt: Date | null;
  qrUrl: string;
  consultUrl: string;
};

/** What the provider says of a note after sending it or asking for it. */
export type NoteOutcome =
  | Authorized
  | { state: 'processing' }
  /** SEFAZ or the provider refused it: staff fix the cause and send it again. */
  | { state: 'rejected'; code: string; message: string }
  | { state: 'denied'; code: string; message: string }
  | { state: 'cancelled' }
  /** The provider has no note under the reference. */
  | { state: 'unknown' };

export type CancelOutcome =
  { state: 'cancelled'; xml: string | null } | { state: 'refused'; code: string; message: string };

export type VoidOutcome =
  | { state: 'authorized'; protocol: string | null; xml: string | null }
  | { state: 'rejected'; code: string; message: string };

/** The provider could not be reached or failed (5xx, 429, no answer): the call is tried again later. */
export class FiscalProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FiscalProviderError';
  }
}

export interface FiscalProvider {
  readonly name: string;
  readonly environment: FiscalEnvironment;
  /** Sends the note; a reference already sent answers as `consult` would. */
  issue(draft: NoteDraft): Promise<NoteOutcome>;
  consult(reference: string): Promise<NoteOutcome>;
  /** The authorised note's XML. */
  xml(reference: string): Promise<string>;
  cancel(reference: string, reason: string): Promise<CancelOutcome>;
  voidNumbers(range: { cnpj: string; series: number; from: number; to: number; reason: string }): Promise<VoidOutcome>;
}
