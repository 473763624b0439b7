/**
 * The path to go to after signing in, from a `?redirect=` value: only a path of this site, else
 * home (no open redirect). The value is parsed the way the browser will read it, so backslashes,
 * tabs and dot segments cannot turn it into another site's address. `origin` is a parameter so
 * the rule is testable outside a browser.
 */
export function safeRedirect(value: string | null | undefined, origin: string = window.location.origin): string {
  if (!value || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  const target = url.pathname + url.search + url.hash;
  // `/.//evil.com` keeps this origin but leaves `//evil.com`, which the router would read as a host.
  return target.startsWith('//') ? '/' : target;
}
