import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { StoreInfo } from '@shared/contract/store';
import { checkoutFormSchema, type CheckoutForm, type CheckoutFormInput } from '@shared/schemas/checkout';
import type { CurrentUser } from '../auth/auth-api';

/** The form opens with what the account knows; PIX first when the store takes it. */
function defaults(user: CurrentUser | null, store: StoreInfo): CheckoutFormInput {
  const a = user?.address;
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    fulfilment: 'delivery',
    zipCode: a?.zipCode ?? '',
    street: a?.street ?? '',
    number: a?.number ?? '',
    neighborhood: a?.neighborhood ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    paymentMethod: store.pixEnabled ? 'pix' : 'credit_card',
    change: '',
    notes: '',
    taxId: '',
  };
}

/**
 * The checkout form (validated with the shared schema on submit, then on change) and what the
 * quote follows on it as it is typed: delivery or pickup, and the address.
 */
export function useCheckoutForm(user: CurrentUser | null, store: StoreInfo) {
  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: defaults(user, store),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [watchedFulfilment, street, number, neighborhood, city, state, zipCode] = useWatch({
    control: form.control,
    name: ['fulfilment', 'street', 'number', 'neighborhood', 'city', 'state', 'zipCode'],
  });
  // Pickup only while the store offers it (docs/product.md#pickup); the server checks again.
  const fulfilment = store.pickupEnabled && watchedFulfilment === 'pickup' ? 'pickup' : 'delivery';
  const address = {
    street: street ?? '',
    number: number ?? '',
    neighborhood: neighborhood ?? '',
    city: city ?? '',
    state: state ?? '',
    zipCode: zipCode ?? '',
  };
  return { form, fulfilment, address } as const;
}
