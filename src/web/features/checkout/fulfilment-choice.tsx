import { Bike, Clock, ShoppingBag, Store, type LucideIcon } from 'lucide-react';
import type { Fulfilment } from '@shared/order-status';
import type { CheckoutFormApi } from './checkout-form';
import { ChoiceCard } from './choice-card';

/**
 * 'Entrega' or 'Retirar no local' (docs/product.md#pickup), two big cards side by side at the
 * top of the address step; shown only when the store offers pickup.
 */
export function FulfilmentChoice({
  form,
  value,
  deliveryTime,
  pickupTime,
}: {
  form: CheckoutFormApi;
  value: Fulfilment;
  deliveryTime: string;
  pickupTime: string;
}) {
  const reg = form.register('fulfilment');
  const options: { value: Fulfilment; title: string; detail: string; icon: LucideIcon }[] = [
    { value: 'delivery', title: 'Entrega', detail: `Receba em ${deliveryTime}`, icon: Bike },
    { value: 'pickup', title: 'Retirar no local', detail: `Pronto em ${pickupTime}`, icon: ShoppingBag },
  ];
  return (
    <div role="radiogroup" aria-label="Entrega ou retirada" className="mb-4 grid grid-cols-2 gap-2.5">
      {options.map(({ value: option, title, detail, icon: Icon }) => {
        return (
          <ChoiceCard
            key={option}
            input={<input type="radio" value={option} className="sr-only" {...reg} />}
            checked={value === option}
            icon={Icon}
            title={title}
            detail={detail}
            stacked
          />
        );
      })}
    </div>
  );
}

/** Where and when to collect a pickup order, in place of the address fields. */
export function PickupDetails({ address, pickupTime }: { address: string; pickupTime: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-canvas p-4" data-testid="pickup-details">
      <p className="flex items-start gap-3">
        <Store className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0">
          <span className="block text-xs font-medium text-muted">Retire no balcão da loja</span>
          <span className="block font-semibold" data-testid="pickup-address">
            {address || 'No endereço da loja'}
          </span>
        </span>
      </p>
      <p className="flex items-center gap-3 text-sm">
        <Clock className="size-5 shrink-0 text-primary" aria-hidden />
        <span>
          Pronto em <span className="font-semibold">{pickupTime}</span> · sem taxa de entrega
        </span>
      </p>
    </div>
  );
}
