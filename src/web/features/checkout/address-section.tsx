import { MapPin } from 'lucide-react';
import type { StoreInfo } from '@shared/contract/store';
import { maskCep } from '@shared/masks';
import type { Fulfilment } from '@shared/order-status';
import { TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { checkoutField, type CheckoutFormApi } from './checkout-form';
import { FulfilmentChoice, PickupDetails } from './fulfilment-choice';
import { SectionCard } from './section-card';
import { useCepAutofill } from './use-cep-lookup';

/** The address step; when the store offers pickup, it starts with 'Entrega' / 'Retirar no local'. */
export function AddressSection({
  form,
  store,
  fulfilment,
  refusal = null,
}: {
  form: CheckoutFormApi;
  store: StoreInfo;
  fulfilment: Fulfilment;
  /** Why the store does not deliver to this bairro (docs/product.md#delivery-by-neighbourhood), said where it is typed. */
  refusal?: string | null;
}) {
  // A complete CEP fills the address (the same lookup as at checkout).
  const cep = useCepAutofill(form);

  return (
    <SectionCard
      icon={MapPin}
      title={store.pickupEnabled ? 'Entrega ou retirada' : 'Endereço de entrega'}
      id="checkout-address"
    >
      {store.pickupEnabled && (
        <FulfilmentChoice
          form={form}
          value={fulfilment}
          deliveryTime={store.deliveryTime}
          pickupTime={store.pickupTime}
        />
      )}
      {fulfilment === 'pickup' ? (
        <PickupDetails address={store.address} pickupTime={store.pickupTime} />
      ) : (
        <>
          <AddressFields form={form} cep={cep} />
          {refusal && (
            <p className="mt-3 rounded-lg border border-danger/30 bg-red-50 px-3 py-2 text-sm text-danger">{refusal}</p>
          )}
        </>
      )}
    </SectionCard>
  );
}

function AddressFields({ form, cep }: { form: CheckoutFormApi; cep: ReturnType<typeof useCepAutofill> }) {
  return (
    <div className="grid grid-cols-6 gap-3">
      <div className="relative col-span-6 sm:col-span-3">
        <TextField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          hint={cep.message ?? 'Digite o CEP para preencher o endereço'}
          className="min-w-0"
          {...checkoutField(form, 'zipCode', maskCep)}
        />
        {cep.status === 'loading' && (
          <span className="absolute top-9 right-3" role="status" aria-label="Buscando CEP...">
            <Spinner className="size-5" />
          </span>
        )}
      </div>
      <TextField
        label="Rua"
        autoComplete="address-line1"
        className="col-span-6 min-w-0"
        {...checkoutField(form, 'street')}
      />
      <TextField
        label="Número"
        autoComplete="address-line2"
        inputMode="text"
        className="col-span-2 min-w-0"
        {...checkoutField(form, 'number')}
      />
      <TextField
        label="Bairro"
        autoComplete="address-level3"
        className="col-span-4 min-w-0"
        {...checkoutField(form, 'neighborhood')}
      />
      <TextField
        label="Cidade"
        autoComplete="address-level2"
        className="col-span-4 min-w-0"
        {...checkoutField(form, 'city')}
      />
      <TextField
        label="Estado"
        autoComplete="address-level1"
        maxLength={50}
        className="col-span-2 min-w-0"
        {...checkoutField(form, 'state')}
      />
    </div>
  );
}
