// PIX "copia e cola" (BR Code, EMV MPM): the static one built from the store's key, merchant
// name and city for an exact amount, and the dynamic one that points at a charge made through
// the bank's API Pix. Pure code: the server builds it, the browser only shows it.

export type PixInput = {
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Exact amount in cents; omitted lets the payer type it. */
  amountCents?: number;
  /** Transaction id (letters and digits, up to 25); '***' when absent. */
  txid?: string;
  description?: string;
};

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** The BR Code character set is plain ASCII: accents are dropped, other symbols removed. */
function ascii(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,\-@/*&+]/g, '')
    .trim()
    .slice(0, max);
}

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), four upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (let i = 0; i < payload.length; i++) {
    crc ^= payload.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function buildPixPayload(input: PixInput): string {
  const key = input.key.trim();
  if (!key) throw new Error('PIX key missing');
  const account =
    field('00', 'br.gov.bcb.pix') +
    field('01', key) +
    (input.description ? field('02', ascii(input.description, 40)) : '');
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const amount =
    input.amountCents !== undefined && input.amountCents > 0 ? field('54', (input.amountCents / 100).toFixed(2)) : '';
  const body =
    field('00', '01') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    amount +
    merchant(input) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}

/** Country, merchant name and city (fields 58 to 60), shared by both codes. */
const merchant = (m: { merchantName: string; merchantCity: string }) =>
  field('58', 'BR') +
  field('59', ascii(m.merchantName, 25) || 'LOJA') +
  field('60', ascii(m.merchantCity, 15) || 'BRASIL');

export type DynamicPixInput = {
  /** The charge's `location` as the API Pix gives it: a URL without its scheme, at most 77 characters. */
  location: string;
  merchantName: string;
  merchantCity: string;
};

/**
 * The dynamic BR Code of a charge made through the bank's API Pix, for when the bank sends its
 * `location` but no `pixCopiaECola` (docs/decisions/008-pix-api-provider.md). Point of initiation
 * 12 (single use), the URL in field 25 of the merchant account, and no amount: the payer's bank
 * reads the amount from the charge at that URL.
 */
export function buildDynamicPixPayload(input: DynamicPixInput): string {
  const location = input.location.trim().replace(/^https:\/\//, '');
  if (!location || location.length > 77) throw new Error('PIX location missing or longer than 77 characters');
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', field('00', 'br.gov.bcb.pix') + field('25', location)) +
    field('52', '0000') +
    field('53', '986') +
    merchant(input) +
    field('62', field('05', '***')) +
    '6304';
  return body + crc16(body);
}
