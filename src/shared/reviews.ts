// 'Avaliações' (docs/product.md#reviews): what a customer may say of an order, and how it reads.

/** What went wrong, as the customer ticks it: the codes are stored, the labels shown. */
export const REVIEW_TAGS = ['late', 'cold', 'missing_item', 'wrong_item', 'taste', 'packaging', 'courier'] as const;
export type ReviewTag = (typeof REVIEW_TAGS)[number];

export const REVIEW_TAG_LABELS: Record<ReviewTag, string> = {
  late: 'Demorou',
  cold: 'Veio frio',
  missing_item: 'Faltou item',
  wrong_item: 'Veio errado',
  taste: 'Sabor',
  packaging: 'Embalagem',
  courier: 'Entregador',
};

export const RATING_LABELS = ['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Excelente'] as const;

/** The longest comment and answer kept. */
export const REVIEW_TEXT_MAX = 600;

/** How long after the order a customer may still rate it. */
export const REVIEW_WINDOW_DAYS = 30;

/** '4,6' for an average, '–' without reviews. */
export function formatAverage(average: number | null): string {
  return average === null ? '–' : average.toFixed(1).replace('.', ',');
}
