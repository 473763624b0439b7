import { z } from 'zod';
import { formatBRL, parseReaisToCents } from '../money';
import { CHECKOUT_PAYMENT_METHODS, FULFILMENTS } from '../order-status';
import { MAX_CART_LINES, MAX_QUANTITY, MIN_QUANTITY } from '../pricing';
import { addressFields, addressSchema, personFields } from './address';
import { newPasswordSchema } from './auth';
import { couponCodeInputSchema } from './coupons';
import { taxIdField } from './fiscal';

/** The largest note a customer may ask change for: far above any real order, far below the column's range. */
export const MAX_CHANGE_CENTS = 1_000_000;
export const CHANGE_TOO_HIGH_MESSAGE = `O troco deve ser para no máximo ${formatBRL(MAX_CHANGE_CENTS)}.`;

/** An address field as typed: checked with its rules (addressFields) only for delivery. */
const typedAddressField = z
  .string({ error: 'Endereço inválido' })
  .trim()
  .max(300, 'Endereço muito longo')
  .optional()
  .default('');

// The checkout form (docs/product.md#checkout) with its messages: validated in the browser on submit
// and on change, and again by the server on the place-order payload below. A pickup order
// (docs/product.md#pickup) has no address: the address fields count only for delivery.
export const checkoutFormSchema = z
  .object({
    ...personFields,
    fulfilment: z.enum(FULFILMENTS, { error: 'Escolha entrega ou retirada' }).default('delivery'),
    street: typedAddressField,
    number: typedAddressField,
    neighborhood: typedAddressField,
    city: typedAddressField,
    state: typedAddressField,
    zipCode: typedAddressField,
    paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Escolha a forma de pagamento' }),
    /** "Troco para quanto?" as typed ("50", "R$ 50,00"); only for cash. */
    change: z.string().trim().max(20, 'Valor de troco inválido').optional().default(''),
    notes: z.string().trim().max(500, 'Observações: no máximo 500 caracteres').optional().default(''),
    /** 'CPF na nota?': the customer's CPF on the NFC-e (docs/product.md#nfc-e). */
    taxId: taxIdField,
  })
  .superRefine((v, ctx) => {
    if (v.fulfilment === 'delivery') {
      const address = addressSchema.safeParse(v);
      for (const issue of address.success ? [] : address.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (v.paymentMethod !== 'cash' || !v.change) return;
    const cents = parseReaisToCents(v.change);
    if (cents === null) ctx.addIssue({ code: 'custom', path: ['change'], message: 'Valor de troco inválido' });
    else if (cents > MAX_CHANGE_CENTS)
      ctx.addIssue({ code: 'custom', path: ['change'], message: CHANGE_TOO_HIGH_MESSAGE });
  });

export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** What the browser sends per cart line: ids and a quantity, never a price. */
export const orderLineSchema = z.object({
  productId: z.string().uuid('Produto inválido'),
  /** One id per time a variation is taken: ['tahine', 'tahine'] is '2x Tahine'. */
  variationIds: z.array(z.string().uuid('Opção inválida')).max(100, 'Opções demais').default([]),
  /** Half-and-half: the other parts' flavours (products), the line's product being the first part. */
  flavourIds: z.array(z.string().uuid('Sabor inválido')).max(3, 'Sabores demais').default([]),
  quantity: z
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(MIN_QUANTITY, `A quantidade deve ser de ${MIN_QUANTITY} a ${MAX_QUANTITY}`)
    .max(MAX_QUANTITY, `A quantidade deve ser de ${MIN_QUANTITY} a ${MAX_QUANTITY}`),
});

export const SLOT_UNAVAILABLE_MESSAGE = 'Escolha um horário disponível.';
export const SLOT_FULL_MESSAGE = 'Este horário lotou. Escolha outro.';

export const EMPTY_CART_MESSAGE = 'Seu carrinho está vazio';

/** The cart as the server prices it: 1 to 50 lines. */
export const orderItemsSchema = z
  .array(orderLineSchema, { error: EMPTY_CART_MESSAGE })
  .min(1, EMPTY_CART_MESSAGE)
  .max(MAX_CART_LINES, 'Itens demais no carrinho');

export const placeOrderSchema = z.object({
  form: checkoutFormSchema,
  items: orderItemsSchema,
  idempotencyKey: z.string().trim().min(16, 'Chave de pedido inválida').max(100, 'Chave de pedido inválida'),
  /**
   * The total the customer saw and confirmed (POST /api/orders/quote). When the server's total
   * differs, nothing is charged: 409 with the new quote (docs/product.md#pricing). Our web app
   * always sends it; an API client that leaves it out is charged the server's total.
   */
  /** A scheduled order (docs/product.md#scheduled-orders): the start of one of the offered slots. */
  scheduledFor: z.iso.datetime({ offset: true, error: SLOT_UNAVAILABLE_MESSAGE }).nullish(),
  quotedTotalCents: z.number({ error: 'Total inválido' }).int('Total inválido').min(0, 'Total inválido').optional(),
  /** 'Cupom de desconto' (docs/product.md#coupons): checked and priced again by the server; empty = none. */
  couponCode: couponCodeInputSchema.nullish(),
  /** 'Usar saldo' (docs/product.md#cashback): take what the balance allows; the server says how much. */
  useCashback: z.boolean({ error: 'Informe se quer usar o saldo' }).optional(),
  /** 'Receber atualizações pelo WhatsApp' (docs/product.md#whatsapp-messages); absent: no. */
  whatsappUpdates: z.boolean({ error: 'Informe se quer receber atualizações pelo WhatsApp' }).optional(),
});

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type OrderLineInput = z.infer<typeof orderLineSchema>;

/** The address of a fee preview: the address part of the form. */
export const feePreviewSchema = z.object({ ...addressFields });
export type FeePreviewInput = z.infer<typeof feePreviewSchema>;

/** POST /api/orders/quote: the cart, how it is fulfilled, and the address once it is known (for the fee). */
export const orderQuoteRequestSchema = z.object({
  items: orderItemsSchema,
  /** Pickup costs no fee and needs no address (docs/product.md#pickup). */
  fulfilment: z.enum(FULFILMENTS, { error: 'Escolha entrega ou retirada' }).default('delivery'),
  address: feePreviewSchema.nullish(),
  /** The coupon typed at checkout (docs/product.md#coupons); its per-customer rules are the session's. */
  couponCode: couponCodeInputSchema.nullish(),
  /** Price it using the session's cashback balance (docs/product.md#cashback). */
  useCashback: z.boolean({ error: 'Informe se quer usar o saldo' }).optional(),
});
export type OrderQuoteInput = z.input<typeof orderQuoteRequestSchema>;

export const claimOrderSchema = z.object({
  orderId: z.string().uuid('Pedido inválido'),
  /** The proof that this browser placed the order (docs/decisions/016). */
  claimToken: z.string().max(100, 'Pedido inválido').optional(),
});

// What the order endpoints answer is the API contract's (src/shared/contract/orders.ts, geo.ts).
export type { FeePreview } from '../contract/geo';
export type { OrderView, PlaceOrderResult } from '../contract/orders';

/** Claim page sign-up (docs/product.md#guest-accounts-and-claiming-an-order): matching passwords of at least 6 characters. */
export const claimSignupSchema = z
  .object({
    email: personFields.email,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'As senhas não coincidem.' });
export type ClaimSignupInput = z.infer<typeof claimSignupSchema>;
