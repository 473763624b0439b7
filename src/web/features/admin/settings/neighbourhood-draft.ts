import type { DeliveryNeighbourhood } from '@shared/contract/delivery-neighbourhoods';
import { formatCepRanges, NEIGHBOURHOOD_FEE_MESSAGE, parseCepRanges } from '@shared/delivery-neighbourhoods';
import { centsToReaisInput, parseReaisToCents } from '@shared/money';
import { neighbourhoodListSchema, type NeighbourhoodListInput } from '@shared/schemas/delivery-neighbourhoods';

// 'Taxa por bairro' in the settings (docs/product.md#delivery-by-neighbourhood): rows as typed
// (fee "7,00", CEP ranges "01000-000 a 01099-999"); the shared schema judges the result.

/** One row of the editor; `key` only tells React the rows apart. */
export type NeighbourhoodDraft = { key: string; name: string; fee: string; served: boolean; ceps: string };

let nextKey = 0;
const newKey = () => `nb-${++nextKey}`;

export const emptyNeighbourhood = (): NeighbourhoodDraft => ({
  key: newKey(),
  name: '',
  fee: '',
  served: true,
  ceps: '',
});

export function neighbourhoodDrafts(list: readonly DeliveryNeighbourhood[]): NeighbourhoodDraft[] {
  return list.map((n) => ({
    key: newKey(),
    name: n.name,
    fee: centsToReaisInput(n.feeCents),
    served: n.served,
    ceps: formatCepRanges(n.cepRanges),
  }));
}

/** Errors by row and field ('2.name', '0.fee', '1.ceps'), and 'list' for the whole list. */
export type NeighbourhoodErrors = Record<string, string>;

/** The body of PUT /api/admin/delivery-neighbourhoods, or the messages to show beside the rows. */
export function validateNeighbourhoods(
  drafts: readonly NeighbourhoodDraft[],
): { data: NeighbourhoodListInput } | { errors: NeighbourhoodErrors } {
  const errors: NeighbourhoodErrors = {};
  const rows = drafts.map((d, i) => {
    const ceps = parseCepRanges(d.ceps);
    if (!ceps.ok) errors[`${i}.ceps`] = ceps.message;
    // A fee left empty on a bairro not served is R$ 0,00: it is never charged.
    const feeCents = d.fee.trim() === '' && !d.served ? 0 : parseReaisToCents(d.fee);
    if (feeCents === null) errors[`${i}.fee`] = NEIGHBOURHOOD_FEE_MESSAGE;
    return { name: d.name, feeCents: feeCents ?? -1, served: d.served, cepRanges: ceps.ok ? ceps.ranges : [] };
  });
  const parsed = neighbourhoodListSchema.safeParse({ neighbourhoods: rows });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [, row, field] = issue.path;
      const key =
        typeof row !== 'number'
          ? 'list'
          : `${row}.${field === 'feeCents' ? 'fee' : field === 'cepRanges' ? 'ceps' : 'name'}`;
      errors[key] ??= issue.message;
    }
  return Object.keys(errors).length > 0 ? { errors } : { data: { neighbourhoods: rows } };
}
