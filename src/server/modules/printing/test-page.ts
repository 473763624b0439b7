import type { AdminPrinter } from '@shared/contract/printers';
import type { Ticket } from './ticket';
import { PAPER_COLUMNS } from './ticket';

/**
 * 'Imprimir teste': what the owner checks on paper: the printer's name in large type, every
 * accented letter of Portuguese (a wrong code page shows here), a ruler the width of the paper
 * (a wrong width shows here) and the cut.
 */
export function testPage(
  printer: Pick<AdminPrinter, 'name' | 'paper' | 'codePage' | 'copies'>,
  storeName: string,
): Ticket {
  const columns = PAPER_COLUMNS[printer.paper];
  const ruler = Array.from({ length: columns }, (_, i) => String((i + 1) % 10)).join('');
  return [
    { kind: 'text', text: 'TESTE DE IMPRESSÃO', large: true, bold: true, center: true },
    { kind: 'text', text: storeName, center: true },
    { kind: 'rule' },
    { kind: 'text', text: `Impressora: ${printer.name}`, bold: true },
    { kind: 'text', text: `Papel ${printer.paper} mm, ${columns} colunas` },
    { kind: 'text', text: `Página de código ${printer.codePage.toUpperCase()}` },
    { kind: 'text', text: `Cópias por pedido: ${printer.copies}` },
    { kind: 'rule' },
    { kind: 'text', text: 'ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç Ü' },
    { kind: 'text', text: 'áéíóú âêô ãõ à ç ü' },
    { kind: 'text', text: 'Pão, Coração, Calabresa, Açaí' },
    { kind: 'text', text: ruler },
    { kind: 'pair', left: '2x Esfiha de Carne', right: 'R$ 13,80', bold: true },
  ];
}
