import type { CustomerOrderItem } from './orders-api';

/** The chosen options grouped by title: "Borda: Borda de catupiry · Molhos extras: Tahine, Pimenta síria". */
export function optionsText(item: Pick<CustomerOrderItem, 'selectedOptions'>): string {
  const groups = new Map<string, string[]>();
  for (const o of item.selectedOptions) groups.set(o.title, [...(groups.get(o.title) ?? []), o.name]);
  return [...groups].map(([title, names]) => `${title}: ${names.join(', ')}`).join(' · ');
}
