import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { cepDigits } from '@shared/masks';
import { ApiError } from '../../lib/api';
import { lookupCep, type CepAddress } from './checkout-api';

export type CepState = { status: 'idle' | 'loading' | 'found' | 'failed'; message: string | null };

/**
 * Typing a complete CEP fills the address through the server's provider. When the provider
 * cannot answer, the customer types the address and nothing else changes.
 */
export function useCepLookup(zipCode: string, onFound: (a: CepAddress) => void): CepState {
  const digits = cepDigits(zipCode);
  const [state, setState] = useState<CepState>({ status: 'idle', message: null });
  const last = useRef<string>(digits.length === 8 ? digits : '');
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  useEffect(() => {
    if (digits.length !== 8 || digits === last.current) return;
    last.current = digits;
    const ctrl = new AbortController();
    setState({ status: 'loading', message: null });
    lookupCep(digits, ctrl.signal)
      .then((a) => {
        found.current(a);
        setState({ status: 'found', message: null });
      })
      .catch((err) => {
        if (ctrl.signal.aborted) return;
        const message =
          err instanceof ApiError && err.status === 404
            ? 'CEP não encontrado. Confira ou preencha o endereço.'
            : 'Não foi possível buscar o CEP. Preencha o endereço.';
        setState({ status: 'failed', message });
      });
    return () => ctrl.abort();
  }, [digits]);

  return state;
}

type AddressFields = {
  zipCode: string;
  street: string;
  number: string;
  neighborhood: string;
  city: string;
  state: string;
};

/**
 * The CEP lookup wired to a form with the address fields (checkout, Editar Perfil): what the
 * provider knows fills street, neighbourhood, city and state, then the focus goes to Número.
 */
export function useCepAutofill<T extends AddressFields>(form: UseFormReturn<T>): CepState {
  // One cast here instead of one per form: T has these fields, react-hook-form's paths can't tell.
  const f = form as unknown as UseFormReturn<AddressFields>;
  const zipCode = useWatch({ control: f.control, name: 'zipCode' }) ?? '';
  return useCepLookup(zipCode, (a) => {
    const opts = { shouldDirty: true, shouldValidate: f.formState.isSubmitted };
    if (a.street) f.setValue('street', a.street, opts);
    if (a.neighborhood) f.setValue('neighborhood', a.neighborhood, opts);
    if (a.city) f.setValue('city', a.city, opts);
    if (a.state) f.setValue('state', a.state, opts);
    if (a.street) f.setFocus('number');
  });
}
