import { useEffect, useState } from 'react';
import { addressComplete, applyFreeDelivery, FEE_ERROR_MESSAGE } from '@shared/delivery';
import type { FeePreviewInput } from '@shared/schemas/checkout';
import type { StoreInfo } from '@shared/contract/store';
import { ApiError } from '../../lib/api';
import { previewFee } from './checkout-api';

export type DeliveryFee = {
  feeCents: number;
  baseFeeCents: number;
  free: boolean;
  message: string | null;
  loading: boolean;
  distanceKm: number | null;
};

/**
 * The fee the checkout shows (docs/product.md#delivery-fee): the store's fixed fee until the address is
 * complete, then the server's preview, asked 500 ms after the last change. Every failure keeps
 * the fixed fee and says why. The server computes it again when the order is placed.
 */
export function useDeliveryFee(address: FeePreviewInput, store: StoreInfo, subtotalCents: number): DeliveryFee {
  const [state, setState] = useState<{
    key: string;
    feeCents: number | null;
    message: string | null;
    distanceKm: number | null;
    loading: boolean;
  }>({
    key: '',
    feeCents: null,
    message: null,
    distanceKm: null,
    loading: false,
  });
  const canAsk = addressComplete(address) && store.lat !== null && store.lng !== null;
  const key = canAsk
    ? JSON.stringify(
        [address.street, address.number, address.neighborhood, address.city, address.state, address.zipCode].map((s) =>
          s.trim(),
        ),
      )
    : '';

  useEffect(() => {
    if (!key) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      setState((s) => ({ ...s, key, loading: true }));
      try {
        const parts = JSON.parse(key) as string[];
        const p = await previewFee(
          Object.fromEntries(FIELDS.map((f, i) => [f, parts[i] ?? ''])) as FeePreviewInput,
          ctrl.signal,
        );
        setState({
          key,
          feeCents: p.status === 'distance' ? p.feeCents : null,
          message: p.message,
          distanceKm: p.distanceKm,
          loading: false,
        });
      } catch (err) {
        if (ctrl.signal.aborted) return;
        setState({
          key,
          feeCents: null,
          message: err instanceof ApiError && err.status === 400 ? null : FEE_ERROR_MESSAGE,
          distanceKm: null,
          loading: false,
        });
      }
    }, 500);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [key]);

  const current = key && state.key === key ? state : null;
  const baseFeeCents = current?.feeCents ?? store.deliveryFeeCents;
  const feeCents = applyFreeDelivery(baseFeeCents, subtotalCents, store.freeDeliveryThresholdCents);
  return {
    feeCents,
    baseFeeCents,
    free: feeCents === 0 && baseFeeCents > 0,
    message: current?.message ?? null,
    loading: !!key && (state.key !== key || state.loading),
    distanceKm: current?.distanceKm ?? null,
  };
}

const FIELDS = ['street', 'number', 'neighborhood', 'city', 'state', 'zipCode'] as const;
