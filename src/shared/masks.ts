// Input masks for Brazilian formats (docs/look-and-feel.md#phone-first): CEP 00000-000, phone (11) 91234-5678.

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

export const cepDigits = (value: string) => digits(value, 8);
