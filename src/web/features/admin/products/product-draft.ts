import { centsToReaisInput, parseReaisToCents } from '@shared/money';
import { productSchema, type AdminProductDetail, type ProductData } from '@shared/schemas/product';
import { DEFAULT_FISCAL_DRAFT, fiscalDraftFrom, fiscalInput, type FiscalDraft } from './fiscal-draft';

// The product form edits text (prices as "12,50"); productSchema, shared with the server, judges it.
export type VariationDraft = { key: string; id?: string; name: string; price: string };
/** `minChoices` and `maxChoices` as typed ('0' is optional); repeats let one variation count twice. */
export type GroupDraft = {
  key: string;
  id?: string;
  title: string;
  minChoices: string;
  maxChoices: string;
  repeatable: boolean;
  variations: VariationDraft[];
};
export type ProductDraft = {
  name: string;
  description: string;
  price: string;
  categoryId: string;
  imageUrl: string;
  popular: boolean;
  vegetarian: boolean;
  externalCode: string;
  active: boolean;
  options: GroupDraft[];
  /** Half-and-half (docs/product.md#half-and-half): 1 is whole only; the flavours are kept while the admin switches. */
  maxParts: number;
  flavourIds: string[];
  /** 'Dados fiscais (NFC-e)': untouched, it saves what the product had (none: the store's default). */
  fiscal: FiscalDraft;
};

let seq = 0;
export const newKey = () => `k${++seq}`;
export const emptyVariation = (): VariationDraft => ({ key: newKey(), name: '', price: '' });
export const emptyGroup = (): GroupDraft => ({
  key: newKey(),
  title: '',
  minChoices: '0',
  maxChoices: '1',
  repeatable: false,
  variations: [emptyVariation()],
});

/** The ids of the messages under an option group's inputs (`fieldAria` points its inputs at them). */
export const optionMessageId = (g: GroupDraft, what: string) => `option-${g.key}-${what}`;

export function draftFrom(p?: AdminProductDetail): ProductDraft {
  if (!p)
    return {
      name: '',
      description: '',
      price: '',
      categoryId: '',
      imageUrl: '',
      popular: false,
      vegetarian: false,
      externalCode: '',
      active: true,
      options: [],
      maxParts: 1,
      flavourIds: [],
      fiscal: DEFAULT_FISCAL_DRAFT,
    };
  return {
    name: p.name,
    description: p.description ?? '',
    price: centsToReaisInput(p.priceCents),
    categoryId: p.categoryId ?? '',
    imageUrl: p.imageUrl ?? '',
    popular: p.popular,
    vegetarian: p.vegetarian,
    externalCode: p.externalCode ?? '',
    active: p.active,
    options: p.options.map((o) => ({
      key: newKey(),
      id: o.id,
      title: o.title,
      minChoices: String(o.minChoices),
      maxChoices: String(o.maxChoices),
      repeatable: o.repeatable,
      variations: o.variations.map((v) => ({
        key: newKey(),
        id: v.id,
        name: v.name,
        price: centsToReaisInput(v.priceCents),
      })),
    })),
    maxParts: p.maxParts,
    flavourIds: p.flavourIds,
    fiscal: fiscalDraftFrom(p.fiscal),
  };
}

/** Errors by path: "name", "priceCents", "options.0.title", "options.0.variations.1.name", "fiscal.ncm"... */
export type DraftErrors = Record<string, string>;

export function validateDraft(d: ProductDraft): { data: ProductData } | { errors: DraftErrors } {
  const cents = (s: string, emptyIsZero: boolean) =>
    s.trim() === '' && emptyIsZero ? 0 : (parseReaisToCents(s) ?? Number.NaN);
  const count = (s: string) => (/^\d{1,3}$/.test(s.trim()) ? Number(s) : Number.NaN);
  const parsed = productSchema.safeParse({
    name: d.name,
    description: d.description,
    priceCents: cents(d.price, false),
    categoryId: d.categoryId,
    imageUrl: d.imageUrl,
    popular: d.popular,
    vegetarian: d.vegetarian,
    externalCode: d.externalCode,
    active: d.active,
    options: d.options.map((o) => ({
      id: o.id,
      title: o.title,
      minChoices: count(o.minChoices),
      maxChoices: count(o.maxChoices),
      repeatable: o.repeatable,
      variations: o.variations.map((v) => ({ id: v.id, name: v.name, priceCents: cents(v.price, true) })),
    })),
    maxParts: d.maxParts,
    // Sold whole, the flavours ticked before are not sent (nor lost from the form).
    flavourIds: d.maxParts > 1 ? d.flavourIds : [],
    fiscal: fiscalInput(d.fiscal),
  });
  if (parsed.success) return { data: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { errors };
}
