import { z } from 'zod';
import { dateTimeSchema } from './common';
import { fulfilmentSchema } from './orders';

// The kitchen display (GET /api/admin/kitchen, POST /api/admin/kitchen/items/:id/ready).

/** One line of an order as the kitchen makes it. */
export const kitchenItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Each option group on a line: 'Borda: Borda de catupiry', 'Molhos extras: 2x Tahine'. */
  options: z.array(z.string()),
  /** A half-and-half's flavours in order ('Pizza de Calabresa', 'Pizza de Marguerita'); empty when whole. */
  parts: z.array(z.string()),
  /** The product's category now (what a station makes); null when the product was deleted. */
  categoryId: z.string().nullable(),
  /** When the kitchen marked it ready; null while it is still being made. */
  readyAt: dateTimeSchema.nullable(),
});
export type KitchenItem = z.infer<typeof kitchenItemSchema>;

export const kitchenOrderSchema = z.object({
  id: z.string(),
  /** The number people say ('3f2a9c1b', shortOrderId). */
  number: z.string(),
  /** iFood's number for an iFood order ('4821', said by its courier); null for our own. */
  externalDisplayId: z.string().nullable(),
  fulfilment: fulfilmentSchema,
  scheduledFor: dateTimeSchema.nullable(),
  customerName: z.string(),
  notes: z.string().nullable(),
  /** When it last went into 'Em preparação' (else when it was placed): the display's timer starts here. */
  acceptedAt: dateTimeSchema,
  items: z.array(kitchenItemSchema),
});
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>;

/** A printer with categories is a station ('Cozinha', 'Bar'): the display filters by it. */
export const kitchenStationSchema = z.object({ id: z.string(), name: z.string(), categoryIds: z.array(z.string()) });
export type KitchenStation = z.infer<typeof kitchenStationSchema>;

/** GET /api/admin/kitchen: the orders in preparation, oldest accepted first, and how to draw them. */
export const kitchenBoardSchema = z.object({
  orders: z.array(kitchenOrderSchema),
  stations: z.array(kitchenStationSchema),
  /** The timer turns amber, then red, after these many minutes (kitchen_settings). */
  amberMinutes: z.number().int(),
  redMinutes: z.number().int(),
});
export type KitchenBoard = z.infer<typeof kitchenBoardSchema>;

/** POST /api/admin/kitchen/items/:id/ready: the item as it is now. */
export const kitchenItemReadySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  readyAt: dateTimeSchema.nullable(),
});
export type KitchenItemReady = z.infer<typeof kitchenItemReadySchema>;
