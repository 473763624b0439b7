// Who a customer is, for the rules that count per customer (docs/product.md#coupons): the same
// person writes one email several ways and one phone several ways, and each spelling must count
// as them. The migration that added the keys computes the same in SQL for older orders.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * An email as a mailbox: lower case, the `+tag` dropped, and for Gmail (which ignores dots and
 * answers googlemail.com too) the dots dropped and one domain.
 * 'P.Romo+1@GoogleMail.com' → 'promo@gmail.com'.
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * A Brazilian phone as its digits without the country code (55) or the trunk zero:
 * '+55 (11) 98765-4321', '011 98765 4321' and '11987654321' are one phone. Null when fewer than
 * 8 digits remain: no key, so such phones never match each other.
 */
export function phoneKey(phone: string): string | null {
  let digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2).replace(/^0+/, '');
  return digits.length >= 8 ? digits : null;
}
