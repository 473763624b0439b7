// pt-BR numbers formatted by hand, exactly as Intl would: a browser's first use of Intl loads its
// locale data, a long task the storefront's first render must not wait for (docs/decisions/013).

/** "1.234": an integer with dots between thousands (rounded, sign first). */
export function formatInteger(n: number): string {
  const abs = Math.abs(Math.round(n));
  return `${abs > 0 && n < 0 ? '-' : ''}${String(abs).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** "4,8": one decimal after a comma (rounded half up, as the ratings need). */
export function formatOneDecimal(n: number): string {
  const tenths = Math.round(Math.abs(n) * 10);
  return `${tenths > 0 && n < 0 ? '-' : ''}${formatInteger(Math.floor(tenths / 10))},${tenths % 10}`;
}
