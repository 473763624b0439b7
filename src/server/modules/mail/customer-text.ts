// Text a customer typed (a name, notes, an address) as emails show it (docs/security.md#email):
// on one line, cut short, and never read as a link by a mail client, so an order cannot turn the
// store's email into a stranger's message with a link of their choosing.

/** How many characters of each field an email shows. */
export const MAIL_TEXT_MAX = { name: 40, notes: 140, address: 60 } as const;

const ZERO_WIDTH_SPACE = '\u200B';

/**
 * `text` on one line, at most `max` characters (an ellipsis marks the cut), with a zero-width
 * space after every '.', '@', ':' and '/' that a character follows: invisible to the reader,
 * it ends what a mail client would otherwise turn into a link ('site.com', 'http://', 'a@b.c').
 */
export function customerText(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  const cut =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : chars.join('');
  return cut.replace(/([.@:/])(?=\S)/g, `$1${ZERO_WIDTH_SPACE}`);
}

/**
 * How an email greets its reader: by the name typed only when the address is proven to be the
 * account's (an emailed link was used). Anyone may type anyone's email at checkout or sign-up,
 * so an email to an unproven address carries nothing the customer wrote.
 */
export const mailGreeting = (name: string, proven: boolean) =>
  proven ? `Olá, ${customerText(name, MAIL_TEXT_MAX.name)}!` : 'Olá!';
