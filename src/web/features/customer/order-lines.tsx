import type { CustomerOrderItem } from './orders-api';

export const MAX_PREVIEW_ITEMS = 3;

/** Meus Pedidos: up to 3 items, then '...e N mais' (docs/product.md#customer-area). */
export function ItemPreview({ items }: { items: CustomerOrderItem[] }) {
  const shown = items.slice(0, MAX_PREVIEW_ITEMS);
  const rest = items.length - shown.length;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {shown.map((i) => (
        <li key={i.id} className="flex min-w-0 gap-2">
          <span className="flex h-5 min-w-6 shrink-0 items-center justify-center rounded-md bg-canvas px-1 text-xs font-semibold text-muted">
            {i.quantity}x
          </span>
          <span className="truncate">{i.name}</span>
        </li>
      ))}
      {rest > 0 && <li className="pl-8 text-muted">...e {rest} mais</li>}
    </ul>
  );
}
