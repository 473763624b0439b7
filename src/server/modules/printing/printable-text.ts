/**
 * What a thermal printer may be sent as text: printable ASCII and the letters and signs of
 * Portuguese that both code pages we offer (CP860, CP850) hold. Anything else a customer typed
 * becomes a plain stand-in or '?': the encoder maps some symbols ('←', '•', '§') to bytes below
 * 0x20, so a note could otherwise send the printer a command (docs/decisions/019).
 */
const PORTUGUESE = 'ÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüçºª°½ñÑ';

const STAND_INS: Record<string, string> = {
  '“': '"',
  '”': '"',
  '„': '"',
  '‘': "'",
  '’': "'",
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '€': 'EUR',
  '•': '*',
  '→': '->',
  '←': '<-',
  '\t': ' ',
  '\u00a0': ' ',
};

export function printableText(input: string): string {
  let out = '';
  for (const ch of input.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (PORTUGUESE.includes(ch)) out += ch;
    else if (ch in STAND_INS) out += STAND_INS[ch];
    else if (ch === '\n' || ch === '\r') out += ' ';
    else if (/\p{Extended_Pictographic}/u.test(ch) || /\p{M}/u.test(ch)) continue;
    else out += '?';
  }
  return out;
}
