// PIX "copia e cola" (BR Code, static, EMV MPM) built from the store's key, merchant name and
// city, for an exact amount. Pure code: the server builds it, the browser only shows it.

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
    field('58', 'BR') +
    field('59', ascii(input.merchantName, 25) || 'LOJA') +
    field('60', ascii(input.merchantCity, 15) || 'BRASIL') +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16(body);
}
