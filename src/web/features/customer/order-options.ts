import type { CustomerOrderItem } from './orders-api';
import { choicesByGroup } from '@shared/option-choices';

/** The chosen options grouped by title: "Borda: Borda de catupiry · Molhos extras: 2x Tahine, Pimenta síria". */
export function optionsText(item: Pick<CustomerOrderItem, 'selectedOptions'>): string {
  return choicesByGroup(item.selectedOptions)
    .map((g) => `${g.title}: ${g.names}`)
    .join(' · ');
}
