import { Check, MapPin, Phone } from 'lucide-react';
import type { CourierDelivery } from '@shared/contract/couriers';
import { formatDateTime } from '@shared/format-date';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

const TONE = {
  collect: 'bg-amber-100 text-amber-950',
  paid: 'bg-emerald-100 text-emerald-900',
  stop: 'bg-black text-white',
} as const;

/** One delivery on the courier's phone: who, where (with the map), what to collect, 'Entregue'. */
export function DeliveryCard({
  delivery: d,
  busy,
  onDelivered,
}: {
  delivery: CourierDelivery;
  busy: boolean;
  onDelivered: () => void;
}) {
  const done = d.deliveredAt !== null;
  return (
    <Card className={cn('flex flex-col gap-3 p-4', done && 'opacity-70')}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{d.customerName}</h2>
        <span className="text-sm text-muted">#{d.number}</span>
      </div>
      <p className="flex gap-2 text-base">
        <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        {d.address}
      </p>
      {d.notes && <p className="rounded-xl bg-canvas p-3 text-sm">Obs.: {d.notes}</p>}
      <p className={cn('rounded-xl p-3 text-center text-base font-bold', TONE[d.collect.tone])}>{d.collect.text}</p>
      {done ? (
        <p className="flex items-center justify-center gap-2 font-semibold text-emerald-800">
          <Check className="size-5" aria-hidden /> Entregue às {formatDateTime(d.deliveredAt).slice(11)}
        </p>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <a
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
            href={d.mapsUrl}
            target="_blank"
            rel="noreferrer"
          >
            <MapPin className="size-5" aria-hidden /> Mapa
          </a>
          <a
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
            href={`tel:${d.customerPhone.replace(/\D/g, '')}`}
          >
            <Phone className="size-5" aria-hidden /> Ligar
          </a>
          <Button
            size="lg"
            className="col-span-2"
            onClick={onDelivered}
            disabled={busy}
            aria-label={`Entregue: pedido de ${d.customerName}`}
          >
            <Check className="size-5" aria-hidden /> Entregue
          </Button>
        </div>
      )}
    </Card>
  );
}
