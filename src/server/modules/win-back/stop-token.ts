import { createHmac, timingSafeEqual } from 'node:crypto';

// The email's 'Não quero mais receber' link (docs/product.md#sentimos-sua-falta): the account's
// id signed with the auth secret, so it works without signing in and names nobody else.

const sign = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`win-back-stop:${userId}`).digest('base64url');

export const stopToken = sign;

export function isStopToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page the link opens: it asks for one click, so a mail scanner following links stops nothing. */
export const stopUrl = (publicUrl: string, secret: string, userId: string) =>
  `${publicUrl}/parar-mensagens?cliente=${encodeURIComponent(userId)}&token=${sign(secret, userId)}`;
