import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { CepAddress } from '@shared/contract/geo';
import { cepDigits } from '@shared/masks';
import { ApiError } from '@web/lib/api';
import { lookupCep } from './checkout-api';

export type CepState = { status: 'idle' | 'loading' | 'found' | 'failed'; message: string | null };

const CEP_KEY = ['cep'] as const;

/**
 * Typing a complete CEP fills the address through the server's provider. When the provider
 * cannot answer, the customer types the address and nothing else changes. A CEP the form
 * opened with is not looked up, and a CEP fills the form once: erasing a digit and typing it
 * again keeps what the customer corrected. Answers are kept for the session (TanStack Query).
 */
export function useCepLookup(zipCode: string, onFound: (a: CepAddress) => void): CepState {
  const digits = cepDigits(zipCode);
  const complete = digits.length === 8 ? digits : null;
  // The CEP asked last; it stays while the customer edits the field, as does what it showed.
  const [asked, setAsked] = useState<string | null>(null);
  const [opening] = useState(complete);
  if (complete && complete !== asked && (asked !== null || complete !== opening)) setAsked(complete);

  const query = useQuery({
    queryKey: [...CEP_KEY, asked],
    queryFn: ({ signal }) => lookupCep(asked!, signal),
    enabled: asked !== null,
    staleTime: Infinity,
    retry: false,
  });

  const found = useRef(onFound);
  const filled = useRef<string | null>(null);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    if (!asked || !query.data || filled.current === asked) return;
    filled.current = asked;
    found.current(query.data);
  }, [asked, query.data]);

  if (asked === null) return { status: 'idle', message: null };
  if (query.isPending) return { status: 'loading', message: null };
  if (query.isError) {
    const message =
      query.error instanceof ApiError && query.error.status === 404
        ? 'CEP não encontrado. Confira ou preencha o endereço.'
        : 'Não foi possível buscar o CEP. Preencha o endereço.';
    return { status: 'failed', message };
  }
  return { status: 'found', message: null };
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
export function useCepAutofill<T extends Partial<AddressFields>>(form: UseFormReturn<T>): CepState {
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
