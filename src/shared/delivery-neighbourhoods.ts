// Delivery fee by neighbourhood ('Taxa por bairro', docs/product.md#delivery-by-neighbourhood): the store's list
// of bairros, each with a fee or marked not served, matched on the customer's CEP first, then on the bairro's name.
import { formatBRL } from './money';

export const DELIVERY_FEE_MODES = ['distance', 'neighbourhood'] as const;
export type DeliveryFeeMode = (typeof DELIVERY_FEE_MODES)[number];

/** CEPs as 8 digits, both ends included. */
export type CepRange = { from: string; to: string };
export type Neighbourhood = { name: string; feeCents: number; served: boolean; cepRanges: CepRange[] };

/** A bairro's name as it is compared: no accents, lower case, single spaces ('Jardim  Paulistano' = 'jardim paulistano'). */
export function neighbourhoodKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The store's bairro for an address: one whose CEP ranges hold the CEP (a bairro not served first,
 * so an overlapping range never serves what the store refuses), else the one of the same name.
 */
export function findNeighbourhood<N extends Neighbourhood>(
  list: readonly N[],
  address: { neighborhood: string; zipCode: string },
): N | null {
  const cep = address.zipCode.replace(/\D/g, '');
  if (cep.length === 8) {
    const byCep = list.filter((n) => n.cepRanges.some((r) => r.from <= cep && cep <= r.to));
    const found = byCep.find((n) => !n.served) ?? byCep[0];
    if (found) return found;
  }
  const key = neighbourhoodKey(address.neighborhood);
  return key ? (list.find((n) => neighbourhoodKey(n.name) === key) ?? null) : null;
}

export type NeighbourhoodFee =
  { ok: true; feeCents: number; name: string } | { ok: false; reason: 'not_served' | 'unknown'; message: string };

/** The fee of the address's bairro (before free delivery), or why the store does not deliver there. */
export function feeForNeighbourhood(
  list: readonly Neighbourhood[],
  address: { neighborhood: string; zipCode: string },
): NeighbourhoodFee {
  const found = findNeighbourhood(list, address);
  if (!found) return { ok: false, reason: 'unknown', message: unknownNeighbourhoodMessage(address.neighborhood) };
  if (!found.served) return { ok: false, reason: 'not_served', message: notServedMessage(found.name) };
  return { ok: true, feeCents: found.feeCents, name: found.name };
}

/** A bairro the list does not have (maybe a typo): docs/product.md#refusal-messages. */
export const unknownNeighbourhoodMessage = (typed: string) =>
  `Ainda não entregamos no bairro ${typed.replace(/\s+/g, ' ').trim()}. Confira o bairro e o CEP digitados.`;
/** A bairro the store marked 'Não atendemos'. */
export const notServedMessage = (name: string) => `Não entregamos no bairro ${name}.`;

/** The highest fee a bairro may have. */
export const MAX_NEIGHBOURHOOD_FEE_CENTS = 500_00;
export const NEIGHBOURHOOD_FEE_MESSAGE = `Taxa do bairro: de R$ 0,00 a ${formatBRL(MAX_NEIGHBOURHOOD_FEE_CENTS)}`;
export const MAX_NEIGHBOURHOODS = 300;
export const MAX_CEP_RANGES = 20;

const cepText = (digits: string) => `${digits.slice(0, 5)}-${digits.slice(5)}`;

/** '01000-000 a 01099-999, 01310-100' as the admin types them (a lone CEP is a range of one). */
export function formatCepRanges(ranges: readonly CepRange[]): string {
  return ranges.map((r) => (r.from === r.to ? cepText(r.from) : `${cepText(r.from)} a ${cepText(r.to)}`)).join(', ');
}

/**
 * The admin's text of CEP ranges, separated by commas, semicolons or lines: '01000-000 a 01099-999'
 * (also 'até' or a dash between them) or one CEP. Refused with the pt-BR message of the first bad one.
 */
export function parseCepRanges(text: string): { ok: true; ranges: CepRange[] } | { ok: false; message: string } {
  const ranges: CepRange[] = [];
  for (const raw of text.split(/[,;\n]+/)) {
    const part = raw.trim();
    if (!part) continue;
    const m = /^(\d{5}-?\d{3})(?:\s*(?:a|até|ate|–|—|-)\s*(\d{5}-?\d{3}))?$/i.exec(part);
    if (!m) return { ok: false, message: `Faixa de CEP inválida: "${part}". Use 01000-000 a 01099-999.` };
    const from = m[1]!.replace('-', '');
    const to = (m[2] ?? m[1]!).replace('-', '');
    if (from > to) return { ok: false, message: cepRangeOrderMessage(from, to) };
    ranges.push({ from, to });
  }
  return { ok: true, ranges };
}

export const cepRangeOrderMessage = (from: string, to: string) =>
  `Faixa de CEP invertida: ${cepText(from)} é maior que ${cepText(to)}.`;
