import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const ORIGIN = 'https://pedidos.exemplo.com';
const follow = (value: string | null) => safeRedirect(value, ORIGIN);

describe('safeRedirect', () => {
  it('follows a path of this site, with its query and fragment', () => {
    expect(follow('/customer/orders?x=1#y')).toBe('/customer/orders?x=1#y');
    expect(follow('/checkout')).toBe('/checkout');
  });

  it.each([
    ['a backslash the browser reads as a slash', '/\\evil.com'],
    ['a protocol-relative address', '//evil.com'],
    ['an absolute address', 'https://evil.com'],
    ['a tab the URL parser drops', '/\t/evil.com'],
    ['a newline the URL parser drops', '/\n/evil.com'],
    ['a backslash and a letter', '/\\t/evil.com'],
    ['a dot segment that leaves a double slash', '/.//evil.com'],
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', 'evil.com'],
  ])('goes home for %s', (_, value) => {
    expect(follow(value)).toBe('/');
  });

  it('keeps an encoded backslash inside the path, where it stays on this site', () => {
    const target = follow('/%5Cevil.com');
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
  });

  it('goes home when there is nothing to follow', () => {
    expect(follow(null)).toBe('/');
    expect(follow('')).toBe('/');
  });
});
