// clsx, not cn: tailwind-merge (~9 kB) stays out of the home page's bundle.
import clsx from 'clsx';
import type { Schedule } from '@shared/schedule';
import { useStoreStatus } from './use-store-status';

/** The small "Aberto até 23:00" / "Fechado · abre às 18:00" pill of the store header. */
export function StoreStatusBadge({ store, className }: { store: Schedule; className?: string }) {
  const { label, open } = useStoreStatus(store);
  return (
    <span
      data-testid="store-status"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        open ? 'bg-[#e7f4ea] text-success' : 'bg-[#fdecea] text-danger',
        className,
      )}
    >
      <span aria-hidden className={clsx('size-2 rounded-full', open ? 'bg-success' : 'bg-danger')} />
      {label}
    </span>
  );
}
