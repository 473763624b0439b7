import { useQuery } from '@tanstack/react-query';
import { addressComplete, applyFreeDelivery, FEE_ERROR_MESSAGE } from '@shared/delivery';
import type { FeePreviewInput } from '@shared/schemas/checkout';
import type { StoreInfo } from '@shared/contract/store';
import { ApiError } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { previewFee } from './checkout-api';

export type DeliveryFee = {
  feeCents: number;
  baseFeeCents: number;
  free: boolean;
  message: string | null;
  loading: boolean;
  distanceKm: number | null;
};

const DELIVERY_FEE_KEY = ['delivery-fee'] as const;
const FEE_DEBOUNCE_MS = 500;

/**
 * The fee the checkout shows (docs/product.md#delivery-fee): the store's fixed fee until the address is
 * complete, then the server's preview, asked 500 ms after the last change (an address asked
 * before answers from the cache). Every failure keeps the fixed fee and says why. The server
 * computes it again when the order is placed.
 */
export function useDeliveryFee(address: FeePreviewInput, store: StoreInfo, subtotalCents: number): DeliveryFee {
  const canAsk = addressComplete(address) && store.lat !== null && store.lng !== null;
  const key = canAsk ? JSON.stringify(FIELDS.map((f) => address[f].trim())) : '';
  const settledKey = useDebouncedValue(key, FEE_DEBOUNCE_MS);
  const settled = key !== '' && settledKey === key;
  const preview = useQuery({
    queryKey: [...DELIVERY_FEE_KEY, key],
    queryFn: ({ signal }) => previewFee(addressOf(key), signal),
    enabled: settled,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const answer = settled ? preview.data : undefined;
  const error = settled && preview.isError ? preview.error : null;
  const baseFeeCents = answer?.status === 'distance' ? answer.feeCents : store.deliveryFeeCents;
  const feeCents = applyFreeDelivery(baseFeeCents, subtotalCents, store.freeDeliveryThresholdCents);
  return {
    feeCents,
    baseFeeCents,
    free: feeCents === 0 && baseFeeCents > 0,
    message: answer
      ? answer.message
      : error && !(error instanceof ApiError && error.status === 400)
        ? FEE_ERROR_MESSAGE
        : null,
    loading: key !== '' && (!settled || preview.isPending),
    distanceKm: answer?.distanceKm ?? null,
  };
}

/** The trimmed address a key was made of. */
const addressOf = (key: string): FeePreviewInput => {
  const parts = JSON.parse(key) as string[];
  return Object.fromEntries(FIELDS.map((f, i) => [f, parts[i] ?? ''])) as FeePreviewInput;
};

const FIELDS = ['street', 'number', 'neighborhood', 'city', 'state', 'zipCode'] as const;
