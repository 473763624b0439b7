import { Leaf, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBRL } from '@shared/money';
import type { AdminProduct } from '@shared/schemas/product';
import { Button } from '@web/components/ui/button';
import { AdminImage } from '../ui/admin-image';
import { soldOutUntilLabel } from './sold-out-label';
import { SoldOutToggle } from './sold-out-toggle';

function Badges({ p }: { p: AdminProduct }) {
  return (
    <>
      {p.soldOutUntil && (
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger">
          {soldOutUntilLabel(p.soldOutUntil, new Date())}
        </span>
      )}
      {!p.active && (
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Indisponível</span>
      )}
      {p.popular && (
        <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">Popular</span>
      )}
      {p.maxParts > 1 && (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">Meio a meio</span>
      )}
      {p.vegetarian && (
        <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-veg">
          <Leaf className="size-3" aria-hidden /> Vegetariano
        </span>
      )}
    </>
  );
}

const optionsLabel = (n: number) => (n === 0 ? 'Sem variantes' : n === 1 ? '1 opção' : `${n} opções`);

/**
 * One product in the admin's Produtos list (docs/product.md#admin-area): its drag handle when the
 * list is in menu order, its 'Esgotado hoje' switch, edit and delete. `showCategory` in search results.
 */
export function ProductRow({
  p,
  handle,
  showCategory,
  soldOutBusy,
  onSoldOut,
  onEdit,
  onRemove,
}: {
  p: AdminProduct;
  handle?: ReactNode;
  showCategory?: boolean;
  soldOutBusy: boolean;
  onSoldOut: (soldOut: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <div
      className={`flex items-center gap-2 py-2.5 pr-2 sm:gap-3 sm:pr-3 ${handle ? 'pl-1' : 'pl-3'}`}
      data-testid="product-row"
    >
      {handle}
      <AdminImage
        src={p.imageUrl}
        alt=""
        size={56}
        className={p.soldOutUntil || !p.active ? 'opacity-60 grayscale' : undefined}
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 leading-snug font-semibold">{p.name}</p>
        <p className="truncate text-xs text-muted">
          {showCategory && <>{p.categoryName ?? 'Sem categoria'} · </>}
          {optionsLabel(p.optionCount)}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-semibold">{formatBRL(p.priceCents)}</span>
          <Badges p={p} />
        </div>
        <SoldOutToggle
          className="mt-1"
          name={p.name}
          soldOutUntil={p.soldOutUntil}
          busy={soldOutBusy}
          onChange={onSoldOut}
          showUntil={false}
        />
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        <Button variant="ghost" size="icon" aria-label={`Editar ${p.name}`} onClick={onEdit}>
          <Pencil className="size-5" />
        </Button>
        <Button variant="ghost" size="icon" className="text-danger" aria-label={`Excluir ${p.name}`} onClick={onRemove}>
          <Trash2 className="size-5" />
        </Button>
      </div>
    </div>
  );
}
