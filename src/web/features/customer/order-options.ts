import { itemChoiceLines } from '@shared/option-choices';
import type { CustomerOrderItem } from './orders-api';

/** The chosen options grouped by title: "Borda: Borda de catupiry · Molhos extras: 2x Tahine, Pimenta síria". */
export function optionsText(item: Pick<CustomerOrderItem, 'selectedOptions' | 'parts'>): string {
  return itemChoiceLines(item.parts, item.selectedOptions)
    .map((g) => `${g.title}: ${g.names}`)
    .join(' · ');
}
