/**
 * What the server uses of a bank's API Pix (docs/decisions/008-pix-api-provider.md), in our
 * terms: cents instead of "57.90" strings, Dates instead of RFC 3339 text. The client
 * (client.ts) speaks the standard's JSON over mTLS; everything else sees only these types.
 */

/** `CobrancaStatus`: an expired charge stays ATIVA (expiry is ours to compute). */
export type CobStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** One payment received (`Pix`), in a charge's `pix[]`, a webhook call or `GET /pix`. */
export type PixReceived = {
  endToEndId: string;
  txid: string | null;
  amountCents: number;
  /** The receiving key, when the provider says it. */
  chave: string | null;
  paidAt: Date;
};

/** An immediate charge (`CobGerada` / `CobCompleta`). */
export type PixCob = {
  txid: string;
  status: CobStatus;
  createdAt: Date;
  expirySeconds: number;
  amountCents: number;
  chave: string;
  location: string | null;
  /** The BR Code to copy and to draw as QR; null when the provider did not send one. */
  pixCopiaECola: string | null;
  /** Payments received for it (only in `GET /cob/{txid}`). */
  pix: PixReceived[];
};

/** The bank's API Pix, as the payments module calls it. */
export interface PixApi {
  /** `PUT /cob/{txid}`: a charge for the exact amount, payable for `expirySeconds`. */
  createCharge(
    txid: string,
    charge: { amountCents: number; expirySeconds: number; description: string },
  ): Promise<PixCob>;
  /** `GET /cob/{txid}`. */
  getCharge(txid: string): Promise<PixCob>;
  /** `PATCH /cob/{txid}` to REMOVIDA_PELO_USUARIO_RECEBEDOR. */
  removeCharge(txid: string): Promise<PixCob>;
  /** `PUT /webhook/{chave}`. */
  registerWebhook(url: string): Promise<void>;
  /** `GET /webhook/{chave}`: the registered URL, or null when none is (404). */
  webhookUrl(): Promise<string | null>;
  /** `GET /pix?inicio&fim`, every page. */
  received(from: Date, to: Date): Promise<PixReceived[]>;
}

/**
 * A call the provider refused or could not answer: `status` is the HTTP status (0 when there
 * was no answer), `type` the problem+json type; `retryable` for 429, 5xx and no answer.
 */
export class PixApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type: string | null = null,
  ) {
    super(message);
  }
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}
