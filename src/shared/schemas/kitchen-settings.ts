import { z } from 'zod';

// How the kitchen runs (docs/product.md#kitchen-printers): when an order prints, whether new
// orders are accepted without a tap, and when the kitchen display's timers turn amber and red.

/** 'accepted': when the order goes to 'Em preparação'; 'arrival': as soon as it comes in (paid); 'never'. */
export const PRINT_ON = ['accepted', 'arrival', 'never'] as const;
export type PrintOn = (typeof PRINT_ON)[number];

export const PRINT_ON_LABELS: Record<PrintOn, string> = {
  accepted: 'Ao aceitar o pedido',
  arrival: 'Assim que o pedido chega',
  never: 'Não imprimir automaticamente',
};

const AMBER_MESSAGE = 'Amarelo: de 1 a 240 minutos';
const RED_MESSAGE = 'Vermelho: de 2 a 480 minutos';

export const kitchenSettingsSchema = z
  .object({
    printOn: z.enum(PRINT_ON, { error: 'Escolha quando imprimir' }),
    autoAccept: z.boolean({ error: 'Aceitar automaticamente: sim ou não' }),
    amberMinutes: z.number({ error: AMBER_MESSAGE }).int(AMBER_MESSAGE).min(1, AMBER_MESSAGE).max(240, AMBER_MESSAGE),
    redMinutes: z.number({ error: RED_MESSAGE }).int(RED_MESSAGE).min(2, RED_MESSAGE).max(480, RED_MESSAGE),
  })
  .refine((s) => s.redMinutes > s.amberMinutes, {
    message: 'O vermelho vem depois do amarelo: use mais minutos',
    path: ['redMinutes'],
  });
export type KitchenSettings = z.infer<typeof kitchenSettingsSchema>;

export const DEFAULT_KITCHEN_SETTINGS: KitchenSettings = {
  printOn: 'accepted',
  autoAccept: false,
  amberMinutes: 15,
  redMinutes: 25,
};
