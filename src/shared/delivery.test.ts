import { describe, expect, it } from 'vitest';
import {
  addressComplete,
  applyFreeDelivery,
  deliveryRefused,
  feeForDistance,
  haversineKm,
  outOfAreaMessage,
} from './delivery';
import { DEFAULT_FEE_TIERS } from './schemas/store';

const PAULISTA_MASP = { lat: -23.5614, lng: -46.6559 };
const SE_CATHEDRAL = { lat: -23.5503, lng: -46.6339 };

describe('delivery fee', () => {
  it('counts an address an order would be refused at as refused, and only those', () => {
    for (const status of ['out_of_area', 'not_served', 'not_found'] as const)
      expect(deliveryRefused(status)).toBe(true);
    for (const status of ['distance', 'fixed', 'unavailable', 'neighbourhood'] as const)
      expect(deliveryRefused(status)).toBe(false);
  });

  it('measures straight-line distance with haversine', () => {
    // MASP to Praça da Sé: about 2.6 km as the crow flies
    expect(haversineKm(PAULISTA_MASP, SE_CATHEDRAL)).toBeCloseTo(2.58, 1);
    expect(haversineKm(SE_CATHEDRAL, SE_CATHEDRAL)).toBe(0);
    // one degree of latitude is about 111.2 km
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.2, 0);
  });

  it('picks the tier that covers the distance, limits included', () => {
    expect(feeForDistance(0, DEFAULT_FEE_TIERS, 10)).toEqual({ ok: true, feeCents: 500 });
    expect(feeForDistance(2, DEFAULT_FEE_TIERS, 10)).toEqual({ ok: true, feeCents: 500 });
    expect(feeForDistance(2.01, DEFAULT_FEE_TIERS, 10)).toEqual({ ok: true, feeCents: 600 });
    expect(feeForDistance(7.5, DEFAULT_FEE_TIERS, 10)).toEqual({ ok: true, feeCents: 1000 });
    expect(feeForDistance(10, DEFAULT_FEE_TIERS, 10)).toEqual({ ok: true, feeCents: 1200 });
  });

  it('is out of area beyond the radius or the last tier', () => {
    expect(feeForDistance(10.01, DEFAULT_FEE_TIERS, 10)).toEqual({ ok: false, reason: 'out_of_area' });
    expect(feeForDistance(5, DEFAULT_FEE_TIERS, 4)).toEqual({ ok: false, reason: 'out_of_area' });
    expect(feeForDistance(11, DEFAULT_FEE_TIERS, 50)).toEqual({ ok: false, reason: 'out_of_area' });
    expect(outOfAreaMessage(10)).toBe('Este endereço está fora da área de entrega desta loja (limite de 10 km).');
  });

  it('is free at or above the threshold only', () => {
    expect(applyFreeDelivery(599, 7999, 8000)).toBe(599);
    expect(applyFreeDelivery(599, 8000, 8000)).toBe(0);
    expect(applyFreeDelivery(599, 100000, null)).toBe(599);
  });

  it('asks for a fee only with a complete address', () => {
    const a = {
      street: 'Rua Augusta',
      number: '10',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01304-001',
    };
    expect(addressComplete(a)).toBe(true);
    expect(addressComplete({ ...a, number: '' })).toBe(false);
    // a CEP still being typed is not asked about (the server would refuse it)
    expect(addressComplete({ ...a, zipCode: '01304-00' })).toBe(false);
    expect(addressComplete({ ...a, zipCode: '01304001' })).toBe(true);
  });
});
