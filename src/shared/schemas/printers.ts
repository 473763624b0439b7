import { z } from 'zod';

// Impressoras (docs/product.md#kitchen-printers): the thermal printers the kitchen's tickets go to.

/** Paper widths in mm: 58 (32 characters a line) or 80 (48). */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Code pages that print Portuguese: CP860 (Portuguese) or CP850 (Latin-1), chosen per printer. */
export const CODE_PAGES = ['cp860', 'cp850'] as const;
export type CodePage = (typeof CODE_PAGES)[number];

export const MAX_PRINTER_COPIES = 5;
/** Printers one store may have: a few stations, never a list to page through. */
export const MAX_PRINTERS = 10;

const HOST_MESSAGE = 'Informe o endereço da impressora na rede (IP ou nome)';
const PORT_MESSAGE = 'Porta: de 1 a 65535 (normalmente 9100)';
const COPIES_MESSAGE = `Cópias: de 1 a ${MAX_PRINTER_COPIES}`;

/** The admin's printer form. `categoryIds` empty: the whole order; else only those categories' items. */
export const printerSchema = z.object({
  name: z
    .string({ error: 'Dê um nome à impressora' })
    .trim()
    .min(1, 'Dê um nome à impressora')
    .max(40, 'Nome: até 40 caracteres'),
  host: z
    .string({ error: HOST_MESSAGE })
    .trim()
    .min(1, HOST_MESSAGE)
    .max(253, HOST_MESSAGE)
    .regex(/^[A-Za-z0-9.:-]+$/, HOST_MESSAGE),
  port: z.number({ error: PORT_MESSAGE }).int(PORT_MESSAGE).min(1, PORT_MESSAGE).max(65535, PORT_MESSAGE),
  paper: z.union([z.literal(58), z.literal(80)], { error: 'Escolha a largura do papel: 58 ou 80 mm' }),
  codePage: z.enum(CODE_PAGES, { error: 'Escolha a página de código' }),
  copies: z
    .number({ error: COPIES_MESSAGE })
    .int(COPIES_MESSAGE)
    .min(1, COPIES_MESSAGE)
    .max(MAX_PRINTER_COPIES, COPIES_MESSAGE),
  categoryIds: z
    .array(z.string().uuid('Categoria não encontrada'), { error: 'Escolha as categorias' })
    .max(100, 'Categorias demais')
    .default([]),
  active: z.boolean({ error: 'Ativa: sim ou não' }).default(true),
});
export type PrinterInput = z.infer<typeof printerSchema>;
