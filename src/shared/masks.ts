// Input masks for Brazilian formats (docs/look-and-feel.md#phone-first): CEP 00000-000, phone (11) 91234-5678,
// CPF 000.000.000-00, NCM 0000.00.00.

const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

export function maskCep(value: string): string {
  const d = digits(value, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

export function maskPhone(value: string): string {
  const d = digits(value, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** The digits cut into groups of `sizes`, each group after the first led by its separator, as far as typed. */
function grouped(d: string, sizes: number[], separators: string[]): string {
  let out = d.slice(0, sizes[0]);
  let at = sizes[0] ?? 0;
  sizes.slice(1).forEach((size, i) => {
    if (d.length > at) out += `${separators[i]}${d.slice(at, at + size)}`;
    at += size;
  });
  return out;
}

/** 'CPF na nota?' (docs/product.md#nfc-e). */
export const maskCpf = (value: string) => grouped(digits(value, 11), [3, 3, 3, 2], ['.', '.', '-']);

/** A product's NCM, as the tables print it. */
export const maskNcm = (value: string) => grouped(digits(value, 8), [4, 2, 2], ['.', '.']);

export const cepDigits = (value: string) => digits(value, 8);
