import { Bike } from 'lucide-react';
import { formatBRL } from '@shared/money';

/** 'Entrega grátis acima de R$ x' from the store's threshold; nothing when it has none. */
export function FreeDeliveryBanner({ thresholdCents }: { thresholdCents: number | null }) {
  if (thresholdCents === null) return null;
  return (
    <aside
      className="mx-4 mt-8 flex items-center gap-3 rounded-[var(--radius-card)] bg-primary px-4 py-4 text-primary-foreground shadow-sm sm:mx-6"
      data-testid="free-delivery-banner"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white/15">
        <Bike className="size-5" aria-hidden />
      </span>
      <p className="text-base font-bold">Entrega grátis acima de {formatBRL(thresholdCents)}</p>
    </aside>
  );
}
