import { Bike } from 'lucide-react';
import type { CourierPage } from '@shared/contract/couriers';
import { Card } from '@web/components/ui/card';
import { DeliveryCard } from './delivery-card';

/**
 * A courier's deliveries (docs/product.md#couriers): theirs on the road first, with 'Entregue',
 * then the ones delivered this shift. The link's page and the panel's 'Minhas entregas' both show it.
 */
export function CourierDeliveries({
  page: p,
  subtitle,
  busy,
  onDelivered,
}: {
  page: CourierPage;
  subtitle: string;
  busy: boolean;
  onDelivered: (orderId: string) => void;
}) {
  const onTheRoad = p.deliveries.filter((d) => !d.deliveredAt);
  const done = p.deliveries.filter((d) => d.deliveredAt);
  return (
    <>
      <header className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Bike className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-xl font-bold">Entregas de {p.courierName}</h1>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
      </header>
      <section aria-label="Para entregar" className="flex flex-col gap-3">
        <h2 className="font-semibold">Para entregar ({onTheRoad.length})</h2>
        {onTheRoad.length === 0 && (
          <Card className="p-4 text-sm text-muted">Nenhuma entrega agora. A lista se atualiza sozinha.</Card>
        )}
        {onTheRoad.map((d) => (
          <DeliveryCard key={d.orderId} delivery={d} busy={busy} onDelivered={() => onDelivered(d.orderId)} />
        ))}
      </section>
      {done.length > 0 && (
        <section aria-label="Entregues" className="flex flex-col gap-3">
          <h2 className="font-semibold">Entregues ({done.length})</h2>
          {done.map((d) => (
            <DeliveryCard key={d.orderId} delivery={d} busy onDelivered={() => undefined} />
          ))}
        </section>
      )}
    </>
  );
}
