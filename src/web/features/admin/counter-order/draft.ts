import type { Dispatch, SetStateAction } from 'react';
import { parseReaisToCents } from '@shared/money';
import type { Fulfilment } from '@shared/order-status';
import type { SelectedOption, OrderItemPart } from '@shared/pricing';
import type { Address } from '@shared/schemas/address';
import { addressSchema } from '@shared/schemas/address';
import { taxIdField } from '@shared/schemas/fiscal';
import type { StaffQuoteInput } from '@shared/schemas/staff-order';
import type { StaffDiscountKind } from '@shared/staff-discount';

// What staff have typed so far on 'Novo pedido' (docs/product.md#phone-and-counter-orders).

/** A cart line as staff built it: what the server is sent (ids) and what the screen shows. */
export type DraftLine = {
  key: string;
  productId: string;
  name: string;
  variationIds: string[];
  flavourIds: string[];
  quantity: number;
  options: SelectedOption[];
  parts: OrderItemPart[];
};

export type AddressDraft = Record<keyof Address, string>;
export const EMPTY_ADDRESS: AddressDraft = {
  zipCode: '',
  street: '',
  number: '',
  neighborhood: '',
  city: '',
  state: '',
};

export type Draft = {
  phone: string;
  name: string;
  fulfilment: Fulfilment;
  /** A saved address's index, or 'new' for the one typed. */
  addressChoice: number | 'new';
  saved: Address[];
  address: AddressDraft;
  lines: DraftLine[];
  channel: 'phone' | 'counter';
  paymentMethod: 'cash' | 'credit_card' | 'pix' | '';
  change: string;
  notes: string;
  /** 'CPF na nota?' as typed (000.000.000-00); empty: none on the NFC-e. */
  taxId: string;
  discountKind: StaffDiscountKind;
  discountValue: string;
  discountReason: string;
};

export const EMPTY_DRAFT: Draft = {
  phone: '',
  name: '',
  fulfilment: 'delivery',
  addressChoice: 'new',
  saved: [],
  address: EMPTY_ADDRESS,
  lines: [],
  channel: 'phone',
  paymentMethod: '',
  change: '',
  notes: '',
  taxId: '',
  discountKind: 'amount',
  discountValue: '',
  discountReason: '',
};

/** A draft and how to change it: what the sections shared by 'Novo pedido' and 'Alterar pedido' need. */
export type DraftState = {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  setDraft: Dispatch<SetStateAction<Draft>>;
};

/** The address the order goes to: the saved one chosen, or the one typed once complete; null otherwise. */
export function chosenAddress(d: Draft): Address | null {
  if (d.fulfilment !== 'delivery') return null;
  const a = d.addressChoice === 'new' ? d.address : d.saved[d.addressChoice];
  const parsed = addressSchema.safeParse(a);
  return parsed.success ? parsed.data : null;
}

/** 'CPF na nota?' judged by the shared rule: its message ('CPF inválido'), or null when empty or a CPF. */
export function taxIdError(d: Draft): string | null {
  const parsed = taxIdField.safeParse(d.taxId);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The discount as the server takes it; null when none or not yet valid. */
export function discountOf(d: Draft) {
  const raw = d.discountValue.trim();
  if (!raw) return null;
  const value = d.discountKind === 'amount' ? parseReaisToCents(raw) : Number(raw.replace(',', '.'));
  if (value === null || !Number.isInteger(value) || value <= 0) return null;
  return { kind: d.discountKind, value, reason: d.discountReason.trim() };
}

/** What the quote is asked for: the lines, how it is fulfilled, the address and the discount. */
export function quoteInput(d: Draft): StaffQuoteInput | null {
  if (!d.lines.length) return null;
  const address = chosenAddress(d);
  if (d.fulfilment === 'delivery' && !address) return null;
  const discount = discountOf(d);
  return {
    items: d.lines.map(({ productId, variationIds, flavourIds, quantity }) => ({
      productId,
      variationIds,
      flavourIds,
      quantity,
    })),
    fulfilment: d.fulfilment,
    address,
    discount: discount && discount.reason.length >= 2 ? discount : null,
  };
}
