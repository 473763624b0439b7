import type { CustomerOrderItem } from './orders-api';
import { choiceName } from '@shared/option-choices';

/** The chosen options grouped by title: "Borda: Borda de catupiry · Molhos extras: Tahine, Pimenta síria". */
export function optionsText(item: Pick<CustomerOrderItem, 'selectedOptions'>): string {
  const groups = new Map<string, string[]>();
  for (const o of item.selectedOptions) groups.set(o.title, [...(groups.get(o.title) ?? []), choiceName(o)]);
  return [...groups].map(([title, names]) => `${title}: ${names.join(', ')}`).join(' · ');
}
